import { useCallback, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useManager } from '../../context';
import type { BlockDraft } from '../save/block-drafts';
import { loadPropertyEditor, type PropertyEditorData } from './load-property-editor';
import { PropertyEditorForm } from './PropertyEditorForm';
import type { PropertyBlockName } from './property-draft';

/** What the editor shows; a new version remounts it with the stored state. */
type Shown = PropertyEditorData & { version: number; keptBlocks?: BlockDraft<PropertyBlockName>[] };

/** /settings/property-webpages/{id}/edit: loads the property, then the editor (reloaded after each Save). */
export function PropertyEditorScreen() {
  const id = Number(useParams().propertyId);
  const { notify } = useManager();
  const [data, setData] = useState<Shown | null>(null);
  const [failed, setFailed] = useState(false);

  const apply = useCallback((loaded: PropertyEditorData, keptBlocks?: BlockDraft<PropertyBlockName>[]) => setData((d) => ({ ...loaded, version: (d?.version ?? 0) + 1, keptBlocks })), []);
  const load = useCallback((keptBlocks?: BlockDraft<PropertyBlockName>[]) => loadPropertyEditor(id).then((loaded) => apply(loaded, keptBlocks)), [id, apply]);

  useEffect(() => {
    let live = true;
    loadPropertyEditor(id).then(
      (loaded) => live && apply(loaded),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [id, apply]);

  if (failed)
    return (
      <p role="alert">
        Couldn't load this property. <Link to="/settings/property-webpages">Back to the property webpages</Link>
      </p>
    );
  if (!data) return <p aria-busy="true">Loading…</p>;
  return (
    <PropertyEditorForm
      key={data.version}
      property={data.property}
      lists={data.lists}
      keptBlocks={data.keptBlocks}
      reload={(kept) => load(kept).catch(() => notify({ tone: 'error', text: "Couldn't load this property" }))}
    />
  );
}
