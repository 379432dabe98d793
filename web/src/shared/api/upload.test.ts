import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@portal/contract';
import { getToken, setToken } from '../session/token';
import { ApiError } from './api-error';
import { uploadFile } from './upload';

/** A stand-in for the browser's XMLHttpRequest: records the request, answers when told. */
class FakeXhr {
  static last: FakeXhr;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  aborted = false;
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.();
  }
}

const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'снимок.png', { type: 'image/png' });
const result = {
  uuid: '2f1c1a52-5b0e-4b8e-9a53-3f4b4a0f1b11',
  src: '/api/file/2f1c?expires=1&signature=x',
  original_name: 'снимок.png',
  mime_type: 'image/png',
};

afterEach(() => vi.unstubAllGlobals());

describe('uploadFile', () => {
  it(
    'sends the file as the multipart part `file` with the ' + 'bearer token, reports progress and answers the file',
    async () => {
      vi.stubGlobal('XMLHttpRequest', FakeXhr);
      setToken('abc');
      const progress: number[] = [];
      const file = png();
      const pending = uploadFile(file, { onProgress: (share) => progress.push(share) });
      const xhr = FakeXhr.last;
      expect([xhr.method, xhr.url]).toEqual(['POST', '/api/file/upload']);
      expect(xhr.headers.Authorization).toBe('Bearer abc');
      expect(xhr.headers['Content-Type']).toBeUndefined();
      expect((xhr.body!.get('file') as File).name).toBe('снимок.png');
      xhr.upload.onprogress!({ lengthComputable: true, loaded: 2, total: 4 });
      xhr.answer(200, { success: true, result });
      await expect(pending).resolves.toEqual(result);
      expect(progress).toEqual([0.5, 1]);
    },
  );

  it('surfaces the server’s 413 and 422 messages as ApiError', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const tooBig = uploadFile(png());
    FakeXhr.last.answer(413, { success: false, message: messages.tooLarge });
    await expect(tooBig).rejects.toMatchObject({
      kind: 'http',
      status: 413,
      message: 'Слишком большой файл, размер файла не должен превышать 10МБ',
    });

    const wrongType = uploadFile(png());
    const refusal =
      'Недопустимый тип файла: можно загрузить изображения JPEG, PNG, GIF, документы PDF, DOC, DOCX, XLS, XLSX';
    FakeXhr.last.answer(422, { success: false, message: refusal, errors: { file: [refusal] } });
    const error = await wrongType.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).fieldError('file')).toBe(refusal);

    // A proxy's own page for a body too large reads as the server's message.
    const proxied = uploadFile(png());
    FakeXhr.last.answer(413, '<html>413 Request Entity Too Large</html>');
    await expect(proxied).rejects.toMatchObject({ status: 413, message: messages.tooLarge });
  });

  it('refuses a file over 10 MB without sending it', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    FakeXhr.last = undefined as unknown as FakeXhr;
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'big.pdf');
    await expect(uploadFile(big)).rejects.toMatchObject({ status: 413, message: messages.tooLarge });
    expect(FakeXhr.last).toBeUndefined();
  });

  it('ends the session on a token error, rejects a malformed answer, and aborts by its signal', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    setToken('old');
    const expired = uploadFile(png());
    FakeXhr.last.answer(401, { success: false, message: 'Сессия истекла', errors: { token: ['Сессия истекла'] } });
    await expect(expired).rejects.toMatchObject({ kind: 'unauthenticated' });
    expect(getToken()).toBeNull();

    const malformed = uploadFile(png());
    FakeXhr.last.answer(200, { success: true, result: { uuid: 1 } });
    await expect(malformed).rejects.toMatchObject({ kind: 'malformed' });

    const controller = new AbortController();
    const aborted = uploadFile(png(), { signal: controller.signal });
    controller.abort();
    await expect(aborted).rejects.toMatchObject({ name: 'AbortError' });
    expect(FakeXhr.last.aborted).toBe(true);
  });
});
