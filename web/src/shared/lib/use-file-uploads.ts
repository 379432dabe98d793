import {
  documentFileTypes,
  fileExtensionsOf,
  imageFileTypes,
  MAX_FILE_BYTES,
  type AcceptedFileType,
  type FileResult,
} from '@portal/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '../api/api-error';
import { uploadFile } from '../api/upload';
import { sharedText } from '../i18n/shared-text';

/** A file being attached: uploading (progress 0–1) until `result` comes. */
export interface AttachedFile {
  key: string;
  file: File;
  progress: number;
  result: FileResult | null;
}

export interface FileKind {
  /** Media types taken, of the contract's (the server checks the content too). */
  types: readonly AcceptedFileType[];
  /** Extensions that stand for them when the browser gives no type. */
  extensions: readonly string[];
  /** The refusal of another type. */
  refused: (name: string) => string;
  /** The picker's button and its hint. */
  label: string;
  hint: string;
}

/** PNG and JPEG: what the support chat's picker takes (000 §2, §5). */
export const imageFiles: FileKind = {
  types: imageFileTypes,
  extensions: fileExtensionsOf(imageFileTypes),
  refused: (name) => sharedText('upload.onlyImages', { name }),
  // Read when shown, in the language of the moment.
  get label() {
    return sharedText('upload.attach');
  },
  get hint() {
    return sharedText('upload.hint');
  },
};

/** PNG, JPEG and PDF: what the request form's and the request chat's picker offers (002 §5 «File attach»). */
export const documentFiles: FileKind = {
  types: documentFileTypes,
  extensions: fileExtensionsOf(documentFileTypes),
  refused: (name) => sharedText('upload.onlyDocuments', { name }),
  get label() {
    return sharedText('upload.attachFiles');
  },
  get hint() {
    return sharedText('upload.documentsHint');
  },
};

/** For a file input's `accept`. */
export const acceptOf = (kind: FileKind) => [...kind.types, ...kind.extensions].join(',');

const isOfKind = (file: File, kind: FileKind) => {
  if (file.type) return (kind.types as readonly string[]).includes(file.type);
  const name = file.name.toLowerCase();
  return kind.extensions.some((ext) => name.endsWith(ext));
};

let nextKey = 0;

/**
 * Files attached to a message: each is checked (type, 10 MB) and uploaded as soon as it is
 * picked, with its progress; a refusal (here or by the server: 413, 422) drops it and says why in
 * `error`. Removing a file still uploading aborts it; so does leaving the screen.
 */
export function useFileUploads(kind: FileKind, max = 10) {
  const [files, setFiles] = useState<AttachedFile[]>([]);
  const [error, setError] = useState<string | null>(null);
  const controllers = useRef(new Map<string, AbortController>());

  useEffect(() => {
    const running = controllers.current;
    return () => running.forEach((c) => c.abort());
  }, []);

  const update = (key: string, change: Partial<AttachedFile>) =>
    setFiles((list) => list.map((f) => (f.key === key ? { ...f, ...change } : f)));

  const add = (picked: readonly File[]) => {
    const problems: string[] = [];
    const room = max - files.length;
    const accepted: File[] = [];
    for (const file of picked) {
      if (!isOfKind(file, kind)) problems.push(kind.refused(file.name));
      else if (file.size > MAX_FILE_BYTES) problems.push(sharedText('messages:tooLarge'));
      else if (accepted.length >= room) problems.push(sharedText('upload.tooMany', { max }));
      else accepted.push(file);
    }
    setError(problems.length ? [...new Set(problems)].join(' ') : null);
    const added = accepted.map((file) => ({ key: `upload-${++nextKey}`, file, progress: 0, result: null }));
    setFiles((list) => [...list, ...added]);
    for (const item of added) {
      const controller = new AbortController();
      controllers.current.set(item.key, controller);
      uploadFile(item.file, { signal: controller.signal, onProgress: (progress) => update(item.key, { progress }) })
        .then((result) => update(item.key, { result, progress: 1 }))
        .catch((cause: unknown) => {
          if (controller.signal.aborted) return;
          setFiles((list) => list.filter((f) => f.key !== item.key));
          setError(isApiError(cause) ? cause.message : sharedText('messages:internal'));
        })
        .finally(() => controllers.current.delete(item.key));
    }
  };

  const remove = (key: string) => {
    controllers.current.get(key)?.abort();
    setFiles((list) => list.filter((f) => f.key !== key));
  };

  /** Empties the list (after a send): the uploaded files now belong to the message. */
  const clear = useCallback(() => {
    setFiles([]);
    setError(null);
  }, []);

  return {
    files,
    error,
    dismissError: () => setError(null),
    add,
    remove,
    clear,
    uploading: files.some((f) => f.result === null),
    results: files.flatMap((f) => (f.result ? [f.result] : [])),
  };
}
export type FileUploads = ReturnType<typeof useFileUploads>;
