import type { Translation } from '@portal/contract';
import type { ru } from './ru';

export const en: Translation<typeof ru> = {
  wrongType:
    'File type not allowed: you can upload JPEG, PNG and GIF images and PDF, DOC, DOCX, XLS and XLSX documents',
  noFile: 'Choose a file to upload',
  quota: 'Too many files uploaded within a day and not sent. Try again later.',
  badUpload: 'Could not read the uploaded file',
  badLink: 'The file link is invalid or has expired: refresh the page',
  notFound: 'File not found',
  notAttachable: 'File not found or already attached',
  unnamed: 'file',
};
