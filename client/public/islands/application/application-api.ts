import type { Answer } from '../../../../shared/rental-application/answers';
import type { ApplicationDetail } from '../../../../shared/rental-application/application-types';
import { getJson, requestJson } from '../../../api/http';
import { sendForm, type Progress } from '../../../api/send-form';

const base = (id: number) => `/api/applications/${id}/`;

/** The student's calls on their own application (/api/applications/{id}/...). */
export const applicationApi = {
  load: (id: number) => getJson<ApplicationDetail>(base(id)),
  save: (id: number, answers: Record<string, Answer | null>, version: number) => requestJson<ApplicationDetail>('PATCH', base(id), { answers, version }),
  upload: (id: number, questionKey: string, file: File, onProgress: Progress) => {
    const form = new FormData();
    form.append('question_key', questionKey);
    form.append('file', file);
    return sendForm<ApplicationDetail>('POST', `${base(id)}files/`, form, onProgress);
  },
  removeFile: (id: number, fileId: number) => requestJson<ApplicationDetail>('DELETE', `${base(id)}files/${fileId}/`),
  submit: (id: number) => requestJson<ApplicationDetail>('POST', `${base(id)}submit/`),
  /** A save that outlives the page (sent as it closes or goes to the background); its answer is not read. */
  saveOnLeave: (id: number, answers: Record<string, Answer | null>, version: number) =>
    void fetch(base(id), {
      method: 'PATCH',
      keepalive: true,
      credentials: 'same-origin',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify({ answers, version }),
    }).catch(() => undefined),
};
