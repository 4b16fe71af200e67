import { Suspense, lazy, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, FileTrigger } from 'react-aria-components';
import { imageContentTypes, messages, postLimits } from '@wbn/contracts';
import { ApiError } from '../../../shared/api/api-error.ts';
import { useSession } from '../../../shared/session/session.ts';
import { TextAreaField } from '../../../shared/ui/form/index.ts';
import { toast } from '../../../shared/ui/toast.tsx';
import { precheckImage } from '../../../shared/upload/index.ts';
import { useWritingActor } from '../../../shared/session/use-writing-actor.ts';
import { ActorSelect } from '../../../shared/ui/ActorSelect.tsx';
import { useMakePost } from '../api/make-post.ts';
import { ImageIcon } from './icons.tsx';
import { say } from '../../../shared/i18n/say.ts';

// "Written in" is a list box of its own, chosen by few: its code comes just after the composer's
// first render, in the room kept for it, so the feeds' first load does not carry it (decision 0015).
const ContentLanguageSelect = lazy(() =>
  import('../../../shared/ui/form/ContentLanguageSelect.tsx').then((m) => ({
    default: m.ContentLanguageSelect,
  })),
);

/**
 * Who the composer posts as: the newsfeed lets the user choose (themselves or one of the first 5
 * businesses they manage, remembered); a timeline posts as its owner.
 */
export type ComposerActor =
  { kind: 'choose' } | { kind: 'user' } | { kind: 'business'; businessID: string; name: string };

/**
 * The post composer (core spec §2 "Newsfeed and timeline", §4 "Posting", §5): 'Create your post',
 * the text (Post stays disabled while it is empty), an optional picture (checked when chosen,
 * uploaded with the post through the signed upload), "Post created!" and the post on top of the
 * feed on success, "There was an error creating this post!" otherwise, with the text kept.
 */
export function PostComposer({
  actor: fixed,
  headingLevel: Heading = 'h2',
}: {
  actor: ComposerActor;
  /** One level below the section the composer sits in. */
  headingLevel?: 'h2' | 'h3';
}) {
  const { t } = useTranslation('posts');
  const headingId = useId();
  const session = useSession();
  const actor = useWritingActor();
  const makePost = useMakePost();
  const [text, setText] = useState('');
  // Kept after posting: an author tends to write the next post in the same language.
  const [language, setLanguage] = useState<string | null>(null);
  const [picture, setPicture] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const inFlight = useRef(false);

  // The preview is a blob: address of the chosen file, released when replaced or gone.
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  if (session.status !== 'authenticated' || !session.userID) return null;
  const userID = session.userID;
  const userName = session.profile ? `${session.profile.firstName} ${session.profile.lastName}`.trim() : '';
  const businessID =
    fixed.kind === 'business' ? fixed.businessID : fixed.kind === 'user' ? null : actor.businessID;
  const posting = makePost.isPending;
  const canPost = text.trim().length > 0 && !posting;

  async function choose(files: FileList | null) {
    const file = files?.[0];
    if (!file) return;
    const check = await precheckImage(file);
    if (check) {
      setProblem(check.message);
      return;
    }
    setProblem(null);
    setPicture(file);
    setPreview(URL.createObjectURL(file));
  }

  function dropPicture() {
    setPicture(null);
    setPreview(null);
  }

  function submit() {
    // Two presses in a row post once, whatever the render has caught up with.
    if (!canPost || inFlight.current) return;
    inFlight.current = true;
    setProblem(null);
    makePost.mutate(
      { userID, content: text, businessID, picture, language },
      {
        onSettled: () => {
          inFlight.current = false;
        },
        onSuccess: () => {
          setText('');
          dropPicture();
          toast.success(messages.postCreated);
        },
        onError: (error) => {
          toast.error(messages.postFailed);
          // Say why when it is known (too long, a picture the server refused …).
          const explained =
            error instanceof ApiError &&
            error.status < 500 &&
            error.status !== 401 &&
            error.name !== 'NetworkError';
          if (explained) setProblem(error.errors[0]?.message ?? error.message);
        },
      },
    );
  }

  return (
    <section className="composer" aria-labelledby={headingId}>
      <Heading id={headingId} className="composer__title">
        {t('composer.title')}
      </Heading>
      <form
        className="composer__form"
        aria-busy={posting}
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        {fixed.kind === 'choose' ? (
          <ActorSelect
            actor={actor}
            label={t('composer.postAs')}
            userName={userName}
            isDisabled={posting}
            className="composer__actor"
          />
        ) : fixed.kind === 'business' ? (
          <p className="composer__as">{t('composer.postingAs', { name: fixed.name })}</p>
        ) : null}
        <TextAreaField
          className="composer__text"
          label={t('composer.label')}
          labelHidden
          value={text}
          onChange={setText}
          maxLength={postLimits.contentMax}
          rows={4}
          placeholder={say(messages.textAreaPlaceholder)}
          isDisabled={posting}
        />
        <Suspense fallback={<div className="composer__language composer__language--pending" />}>
          <ContentLanguageSelect
            className="composer__language"
            value={language}
            onChange={setLanguage}
            isDisabled={posting}
          />
        </Suspense>
        {preview ? (
          <div className="composer__preview">
            <img src={preview} alt={t('composer.previewAlt')} />
            <button
              type="button"
              className="button button--ghost composer__remove-picture"
              onClick={dropPicture}
              disabled={posting}
            >
              {t('composer.removePicture')}
            </button>
          </div>
        ) : null}
        {problem ? (
          <p className="composer__problem" role="alert">
            {problem}
          </p>
        ) : null}
        <div className="composer__actions">
          <FileTrigger acceptedFileTypes={[...imageContentTypes]} onSelect={(files) => void choose(files)}>
            <Button className="button button--ghost composer__picture" isDisabled={posting}>
              <ImageIcon />
              {picture ? t('composer.changePicture') : t('composer.addPicture')}
            </Button>
          </FileTrigger>
          <button type="submit" className="button button--primary composer__post" disabled={!canPost}>
            {posting ? t('composer.posting') : t('composer.post')}
          </button>
        </div>
      </form>
    </section>
  );
}
