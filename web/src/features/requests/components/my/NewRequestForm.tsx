import { Alert, Button, Group, Select, Stack, TextInput, Textarea } from '@mantine/core';
import { IconAlertTriangle, IconSend } from '@tabler/icons-react';
import { deskEndpointsOf, type NewQuestionBody, type NewRequestBody } from '@portal/contract';
import { textToHtml } from '../../../../shared/threads/message-html';
import { useContractForm } from '../../../../shared/lib/use-contract-form';
import { documentFiles, useFileUploads } from '../../../../shared/lib/use-file-uploads';
import { AutoGrid } from '../../../../shared/ui/AutoGrid';
import { AttachButton, AttachedFileList } from '../../../../shared/ui/FileAttachments';
import { useCreateRequest, useRequestCategories } from '../../api';
import { useDesk } from '../../desk';
import { useText } from '../../i18n';

/** The fields the server names otherwise. */
const fieldOfServer = {
  'optional_fields.department': 'authorDepartment',
  'optional_fields.frame': 'frame',
  'optional_fields.room': 'room',
  'optional_fields.phone': 'phone',
  'message.content': 'description',
} as const;

const initial = {
  department: null as string | null,
  category_id: null as string | null,
  authorDepartment: '',
  frame: '',
  room: '',
  phone: '',
  description: '',
};

/**
 * «Подача заявки» (002 §5 «New request form»): the department, then one of its services, where the
 * author is (department, building, room, phone), the description and files (PNG, JPEG, PDF, each
 * uploaded as it is picked). Every field is required with its own message, the texts trimmed,
 * checked by the call's contract; the server's field errors show under their fields. Nothing typed
 * is lost on an error.
 */
export function NewRequestForm({ onCreated }: { onCreated: (id: number) => void }) {
  const t = useText();
  const { kind } = useDesk();
  // A student's question has no place to come to: only the department, the topic and the question.
  const place = kind === 'request';
  const create = useCreateRequest(kind);
  const uploads = useFileUploads(documentFiles);
  const form = useContractForm(deskEndpointsOf[kind].create.body, {
    initial,
    toBody: (values): NewRequestBody | NewQuestionBody => {
      const message = { content: textToHtml(values.description), files: uploads.results.map((f) => f.uuid) };
      const category_id = Number(values.category_id);
      if (!place) return { category_id, message };
      const optional_fields = {
        department: values.authorDepartment.trim(),
        frame: values.frame.trim(),
        room: values.room.trim(),
        phone: values.phone.trim(),
      };
      return { category_id, message, optional_fields };
    },
    fields: fieldOfServer,
    required: {
      department: t('errors.department'),
      category_id: t('errors.service', { context: kind }),
      ...(place && {
        authorDepartment: t('errors.authorDepartment'),
        frame: t('errors.frame'),
        phone: t('errors.phone'),
        room: t('errors.room'),
      }),
      description: t('errors.description', { context: kind }),
    },
  });
  const { department, category_id: service } = form.values;
  const departments = useRequestCategories(kind, null);
  const services = useRequestCategories(kind, department ? Number(department) : null, department !== null);

  const send = async (body: NewRequestBody | NewQuestionBody) => {
    if (uploads.uploading) {
      form.setFailure(t('form.uploading'));
      return;
    }
    try {
      const request = await create.mutateAsync(body);
      // The author's place stays for the next request.
      const { authorDepartment, frame, room, phone } = form.values;
      form.reset({ authorDepartment, frame, room, phone });
      uploads.clear();
      onCreated(request.id);
    } catch (cause) {
      form.fail(cause, t('form.failed', { context: kind }));
    }
  };

  return (
    <form noValidate aria-labelledby="new-request-title" onSubmit={form.onSubmit(send)}>
      <Stack gap="sm">
        <Select
          label={t('form.department')}
          placeholder={t('form.departmentPlaceholder')}
          data={(departments.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
          {...form.input('department')}
          onChange={(value) => form.setValues({ department: value, category_id: null })}
          required
          searchable
          nothingFoundMessage={t('form.nothingFound')}
        />
        <Select
          label={t('form.service', { context: kind })}
          placeholder={department ? t('form.servicePlaceholder', { context: kind }) : t('form.serviceFirst')}
          data={(services.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
          {...form.input('category_id')}
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
              {...form.input('authorDepartment')}
              required
            />
            <AutoGrid min={9} maxCols={3} gap="sm">
              <TextInput label={t('form.frame')} {...form.input('frame')} required />
              <TextInput label={t('form.room')} {...form.input('room')} required />
              <TextInput label={t('form.phone')} type="tel" {...form.input('phone')} required />
            </AutoGrid>
          </>
        )}
        <Textarea
          label={t('form.description', { context: kind })}
          placeholder={t('form.descriptionPlaceholder', { context: kind })}
          {...form.input('description')}
          autosize
          minRows={4}
          maxRows={12}
          required
        />
        <AttachedFileList uploads={uploads} />
        {form.failure && (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertTriangle aria-hidden />}
            role="alert"
            title={form.failure}
          />
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
