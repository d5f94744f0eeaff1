import { useId, useState } from 'react';
import { styled } from 'styled-components';
import { IMAGE_EXTENSIONS } from '../../../../shared/constants';
import { TICKET_LIMITS, TICKET_MESSAGES } from '../../../../shared/tickets/ticket-texts';
import type { Ticket, TicketPhoto } from '../../../../shared/tickets/ticket-types';
import { errorMessage } from '../../../../shared/api-errors';
import { FieldError } from '../../../ui/form';
import { theme } from '../../../ui/theme';
import { Card } from '../../components/DetailCard';
import { TICKET_TEXTS as T } from '../texts';
import { ticketsApi } from '../tickets-api';

const Body = styled.div`
  display: grid;
  gap: 16px;
  h3 { margin: 0 0 8px; font-size: 0.95rem; }
  ul { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 10px; }
  ul a { display: block; border-radius: 6px; }
  ul a:focus-visible { outline: 3px solid ${theme.color.action}; outline-offset: 2px; }
  img { display: block; width: 132px; height: 99px; object-fit: cover; border-radius: 6px; background: ${theme.color.background}; border: 1px solid ${theme.color.border}; }
  .none { margin: 0; color: ${theme.color.muted}; font-style: italic; }
  .upload { display: grid; gap: 6px; justify-items: start; }
  label.pick { font: inherit; font-weight: 600; padding: 10px 16px; border-radius: ${theme.radius}; border: 1px solid ${theme.color.border}; background: #fff; cursor: pointer; }
  label.pick:focus-within { outline: 3px solid ${theme.color.action}; outline-offset: 2px; }
  label.pick[aria-disabled='true'] { opacity: 0.65; cursor: wait; }
  input[type='file'] { position: absolute; width: 1px; height: 1px; opacity: 0; }
  small { color: ${theme.color.muted}; }
  @media (max-width: 600px) { img { width: calc((100vw - 96px) / 2); height: auto; aspect-ratio: 4 / 3; } }
`;

const ACCEPT = IMAGE_EXTENSIONS.map((e) => `.${e}`).join(',');

/** Thumbnails, each a link to the photo full size. */
function Thumbnails({ photos, none }: { photos: readonly TicketPhoto[]; none: string }) {
  if (!photos.length) return <p className="none">{none}</p>;
  return (
    <ul>
      {photos.map((p) => (
        <li key={p.id}>
          <a href={p.url} target="_blank" rel="noreferrer" aria-label={T.openPhoto(p.original_name)}>
            <img src={p.url} alt="" loading="lazy" />
          </a>
        </li>
      ))}
    </ul>
  );
}

/** 'Add completion photo': sent as soon as it is chosen; the server's refusal is said under it, word for word. */
function PhotoUpload({ ticketId, onAdded }: { ticketId: number; onAdded: (ticket: Ticket) => void }) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const send = async (file: File) => {
    setBusy(true);
    setError(null);
    try {
      onAdded(await ticketsApi.addPhoto(ticketId, file));
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="upload">
      <label className="pick" aria-disabled={busy || undefined}>
        {busy ? T.uploading : T.addPhoto}
        <input
          type="file"
          accept={ACCEPT}
          disabled={busy}
          aria-describedby={error ? `${id}-error` : `${id}-hint`}
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) void send(file);
          }}
        />
      </label>
      {error ? (
        <FieldError id={`${id}-error`} role="alert">
          {error}
        </FieldError>
      ) : (
        <small id={`${id}-hint`}>{T.photoHint}</small>
      )}
    </div>
  );
}

/** The student's photos of the problem and the staff's of the work done, with the upload for those. */
export function TicketPhotos({ ticket, onAdded }: { ticket: Ticket; onAdded: (ticket: Ticket) => void }) {
  const reported = ticket.photos.filter((p) => p.stage === 'report');
  const completion = ticket.photos.filter((p) => p.stage === 'completion');
  return (
    <Card aria-labelledby="ticket-photos">
      <h2 id="ticket-photos">{T.photos}</h2>
      <Body>
        <section aria-labelledby="ticket-photos-report">
          <h3 id="ticket-photos-report">{T.studentPhotos}</h3>
          <Thumbnails photos={reported} none={T.noStudentPhotos} />
        </section>
        <section aria-labelledby="ticket-photos-completion">
          <h3 id="ticket-photos-completion">{T.completionPhotos}</h3>
          <Thumbnails photos={completion} none={T.noCompletionPhotos} />
        </section>
        {completion.length < TICKET_LIMITS.photos ? <PhotoUpload ticketId={ticket.id} onAdded={onAdded} /> : <p className="none">{TICKET_MESSAGES.tooManyPhotos}</p>}
      </Body>
    </Card>
  );
}
