import { Suspense, lazy, useEffect, useRef } from 'react';
import { messages } from '@wbn/contracts';
import type { SectionEditorProps } from '../../edit/SectionEditor.tsx';
import { say } from '../../../../shared/i18n/say.ts';

// The editors (their forms, the contracts' zod schemas, the photo uploaders) serve owners and
// admins in edit mode only: their code comes when the first one is opened (decision 0015).
const SectionEditor = lazy(() =>
  import('../../edit/SectionEditor.tsx').then((m) => ({ default: m.SectionEditor })),
);

export interface LazySectionEditorProps extends SectionEditorProps {
  /** Runs once the editor is on the page (its code may arrive a moment after it is opened). */
  onShown?: () => void;
}

/** A section's editor (SectionEditor), loaded on first use. */
export function LazySectionEditor({ onShown, ...props }: LazySectionEditorProps) {
  return (
    <Suspense
      fallback={
        <p className="business-section__empty" role="status">
          {say(messages.loading)}
        </p>
      }
    >
      <SectionEditor {...props} />
      {onShown ? <Shown run={onShown} /> : null}
    </Suspense>
  );
}

/** Calls `run` once, after the editor beside it (same Suspense boundary) has been put on the page. */
function Shown({ run }: { run: () => void }) {
  const first = useRef(run);
  useEffect(() => first.current(), []);
  return null;
}
