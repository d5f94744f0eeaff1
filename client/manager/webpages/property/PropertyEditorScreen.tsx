import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Loading, useLoad } from '../../components/use-load';
import { useManager } from '../../context';
import type { BlockDraft } from '../save/block-drafts';
import { loadPropertyEditor } from './load-property-editor';
import { PropertyEditorForm } from './PropertyEditorForm';
import type { PropertyBlockName } from './property-draft';

/** /settings/property-webpages/{id}/edit: loads the property, then the editor (reloaded after each Save). */
export function PropertyEditorScreen() {
  const id = Number(useParams().propertyId);
  const { notify } = useManager();
  // A new version remounts the editor with the stored state (after each Save), keeping the blocks it was told to.
  const [shown, setShown] = useState<{ version: number; keptBlocks?: BlockDraft<PropertyBlockName>[] }>({ version: 0 });
  const load = useLoad(String(id), () => loadPropertyEditor(id));
  const reload = async (keptBlocks?: BlockDraft<PropertyBlockName>[]) => {
    if (await load.reload()) setShown((s) => ({ version: s.version + 1, keptBlocks }));
    else notify({ tone: 'error', text: "Couldn't load this property" });
  };

  return (
    <Loading
      load={load}
      failed={
        <>
          Couldn't load this property. <Link to="/settings/property-webpages">Back to the property webpages</Link>
        </>
      }
    >
      {(data) => <PropertyEditorForm key={shown.version} property={data.property} lists={data.lists} keptBlocks={shown.keptBlocks} reload={reload} />}
    </Loading>
  );
}
