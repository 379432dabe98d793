import { Alert, Button, Group, Select, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { IconAlertTriangle, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { isApiError } from '../../../../shared/api/api-error';
import { textToHtml } from '../../../../shared/chat/message-html';
import { documentFiles, useFileUploads } from '../../../../shared/lib/use-file-uploads';
import { AttachButton, AttachedFileList } from '../../../../shared/ui/FileAttachments';
import { useCreateRequest, useRequestCategories } from '../../api';
import { useDesk } from '../../desk';
import { useText } from '../../i18n';

type Field = 'department' | 'service' | 'authorDepartment' | 'frame' | 'room' | 'phone' | 'description';
type Errors = Partial<Record<Field, string>>;
const fieldOfServer: Record<string, Field> = {
  category_id: 'service',
  'optional_fields.department': 'authorDepartment',
  'optional_fields.frame': 'frame',
  'optional_fields.room': 'room',
  'optional_fields.phone': 'phone',
  'message.content': 'description',
};

const emptyText = { authorDepartment: '', frame: '', room: '', phone: '', description: '' };

/**
 * «Подача заявки» (002 §5 «New request form»): the department, then one of its services, where the
 * author is (department, building, room, phone), the description and files (PNG, JPEG, PDF, each
 * uploaded as it is picked). Every field is required with its own message, the texts trimmed; the
 * server's message for the description shows under it. Nothing typed is lost on an error.
 */
export function NewRequestForm({ onCreated }: { onCreated: (id: number) => void }) {
  const t = useText();
  const { kind } = useDesk();
  // A student's question has no place to come to: only the department, the topic and the question.
  const place = kind === 'request';
  const [department, setDepartment] = useState<string | null>(null);
  const [service, setService] = useState<string | null>(null);
  const [text, setText] = useState(emptyText);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const departments = useRequestCategories(kind, null);
  const services = useRequestCategories(kind, department ? Number(department) : null, department !== null);
  const create = useCreateRequest(kind);
  const uploads = useFileUploads(documentFiles);

  const change = (field: keyof typeof emptyText) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setText((current) => ({ ...current, [field]: value }));
    setErrors((x) => ({ ...x, [field]: undefined }));
  };

  const validate = (): Errors => {
    const found: Errors = {};
    if (!department) found.department = t('errors.department');
    if (!service) found.service = t('errors.service', { context: kind });
    if (place && !text.authorDepartment.trim()) found.authorDepartment = t('errors.authorDepartment');
    if (place && !text.frame.trim()) found.frame = t('errors.frame');
    if (place && !text.phone.trim()) found.phone = t('errors.phone');
    if (place && !text.room.trim()) found.room = t('errors.room');
    if (!text.description.trim()) found.description = t('errors.description', { context: kind });
    return found;
  };

  const submit = async () => {
    setFailure(null);
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length) return;
    if (uploads.uploading) {
      setFailure(t('form.uploading'));
      return;
    }
    try {
      const message = { content: textToHtml(text.description), files: uploads.results.map((f) => f.uuid) };
      const request = await create.mutateAsync(
        place
          ? {
              category_id: Number(service),
              message,
              optional_fields: {
                department: text.authorDepartment.trim(),
                frame: text.frame.trim(),
                room: text.room.trim(),
                phone: text.phone.trim(),
              },
            }
          : { category_id: Number(service), message },
      );
      setText((current) => ({ ...current, description: '' }));
      setService(null);
      setDepartment(null);
      uploads.clear();
      onCreated(request.id);
    } catch (cause) {
      if (!isApiError(cause)) {
        setFailure(t('form.failed', { context: kind }));
        return;
      }
      const fromServer: Errors = {};
      for (const [key, field] of Object.entries(fieldOfServer)) {
        const message = cause.fieldError(key);
        if (message) fromServer[field] = message;
      }
      setErrors(fromServer);
      setFailure(cause.fieldError('message.files') ?? (Object.keys(fromServer).length ? null : cause.message));
    }
  };

  return (
    <form
      noValidate
      aria-labelledby="new-request-title"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="sm">
        <Select
          label={t('form.department')}
          placeholder={t('form.departmentPlaceholder')}
          data={(departments.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
          value={department}
          onChange={(value) => {
            setDepartment(value);
            setService(null);
            setErrors((x) => ({ ...x, department: undefined, service: undefined }));
          }}
          error={errors.department}
          required
          searchable
          nothingFoundMessage={t('form.nothingFound')}
        />
        <Select
          label={t('form.service', { context: kind })}
          placeholder={department ? t('form.servicePlaceholder', { context: kind }) : t('form.serviceFirst')}
          data={(services.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
          value={service}
          onChange={(value) => {
            setService(value);
            setErrors((x) => ({ ...x, service: undefined }));
          }}
          error={errors.service}
          disabled={!department}
          required
          searchable
          nothingFoundMessage={
            services.data?.length === 0 ? t('form.noServices', { context: kind }) : t('form.nothingFound')
          }
          description={(services.data ?? []).find((c) => String(c.id) === service)?.description ?? undefined}
        />
        {place && (
          <>
            <TextInput
              label={t('form.authorDepartment')}
              placeholder={t('form.authorDepartmentPlaceholder')}
              value={text.authorDepartment}
              onChange={change('authorDepartment')}
              error={errors.authorDepartment}
              maxLength={200}
              required
            />
            <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
              <TextInput
                label={t('form.frame')}
                value={text.frame}
                onChange={change('frame')}
                error={errors.frame}
                maxLength={200}
                required
              />
              <TextInput
                label={t('form.room')}
                value={text.room}
                onChange={change('room')}
                error={errors.room}
                maxLength={200}
                required
              />
              <TextInput
                label={t('form.phone')}
                type="tel"
                value={text.phone}
                onChange={change('phone')}
                error={errors.phone}
                maxLength={200}
                required
              />
            </SimpleGrid>
          </>
        )}
        <Textarea
          label={t('form.description', { context: kind })}
          placeholder={t('form.descriptionPlaceholder', { context: kind })}
          value={text.description}
          onChange={change('description')}
          error={errors.description}
          autosize
          minRows={4}
          maxRows={12}
          maxLength={10_000}
          required
        />
        <AttachedFileList uploads={uploads} />
        {failure && (
          <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} role="alert" title={failure} />
        )}
        <Group gap="xs">
          <AttachButton uploads={uploads} kind={documentFiles} />
          <Button type="submit" loading={create.isPending} leftSection={<IconSend size={18} aria-hidden />}>
            {t('form.submit', { context: kind })}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
