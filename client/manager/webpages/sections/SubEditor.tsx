import { useState, type ReactNode } from 'react';
import { moveItem } from '../../../../shared/reorder';
import { withDetail } from '../../../api/error-details';
import { Alert } from '../../../ui/form';
import { SecondaryButton } from '../../components/Dialog';
import { ItemDialog, type ItemDialogSpec } from './ItemDialog';
import { ItemList } from './ItemList';
import { RowActions } from './RowActions';

export type SubEditorProps<T extends { id: number }> = ItemDialogSpec<T> & {
  items: T[];
  onReorder?: (items: T[]) => void;
  describe: (item: T) => { title: string; detail?: string; thumbnail?: string | null };
  remove: (item: T) => Promise<unknown>;
  onSaved: (item: T, created: boolean) => void;
  onRemoved: (item: T) => void;
  /** The message when a delete fails (default: Couldn't delete the {noun}). */
  deleteFailText?: string;
  emptyText?: string;
  canWrite: boolean;
  children?: ReactNode;
};

/**
 * The shared sub-editor: a list with up/down reorder (kept until the page Save), Edit and delete,
 * and an 'Add new' dialog titled Create or Edit with Cancel and Submit that saves at once.
 */
export function SubEditor<T extends { id: number }>(props: SubEditorProps<T>) {
  const { noun, items, onReorder, describe, canWrite } = props;
  const [editing, setEditing] = useState<{ item: T | null } | null>(null);
  const [deleting, setDeleting] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const remove = async (item: T) => {
    if (!window.confirm(`Delete this ${noun}? This cannot be undone.`)) return;
    setDeleting(item.id);
    setProblem(null);
    try {
      await props.remove(item);
      props.onRemoved(item);
    } catch (err) {
      setProblem(withDetail(props.deleteFailText ?? `Couldn't delete the ${noun}`, err));
    } finally {
      setDeleting(null);
    }
  };

  return (
    <>
      {problem && (
        <Alert tone="error" onDismiss={() => setProblem(null)}>
          {problem}
        </Alert>
      )}
      <ItemList aria-label={`${noun} list`}>
        {items.length === 0 && <li className="empty">{props.emptyText ?? 'There is no items yet'}</li>}
        {items.map((item, index) => {
          const d = describe(item);
          return (
            <li key={item.id} data-testid={`${noun}-row`}>
              {d.thumbnail && <img src={d.thumbnail} alt="" loading="lazy" />}
              <span className="text">
                {d.title}
                {d.detail && <small>{d.detail}</small>}
              </span>
              {canWrite && (
                <RowActions
                  name={d.title}
                  index={index}
                  count={items.length}
                  disabled={deleting === item.id}
                  onMove={onReorder && ((direction) => onReorder(moveItem(items, index, direction)))}
                  onEdit={() => setEditing({ item })}
                  onDelete={() => void remove(item)}
                />
              )}
            </li>
          );
        })}
      </ItemList>
      {canWrite && (
        <div>
          <SecondaryButton type="button" onClick={() => setEditing({ item: null })} aria-label={`Add new ${noun}`}>
            Add new
          </SecondaryButton>
        </div>
      )}
      {editing && (
        <ItemDialog
          {...props}
          item={editing.item}
          onClose={() => setEditing(null)}
          onDone={(saved) => {
            props.onSaved(saved, !editing.item);
            setEditing(null);
          }}
        />
      )}
    </>
  );
}
