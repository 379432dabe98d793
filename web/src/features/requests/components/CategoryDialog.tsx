import { Button, Group, Modal, NumberInput, Stack, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { deskEndpointsOf, type RequestCategory, type RequestCategoryBody } from '@portal/contract';
import { EmployeeSelect, type EmployeeChoice } from '../../../shared/employee-search/EmployeeSelect';
import { rangeAt } from '../../../shared/lib/contract-schema';
import { useContractForm } from '../../../shared/lib/use-contract-form';
import { useLastShown } from '../../../shared/lib/use-last-shown';
import { useSaveRequestCategory } from '../api';
import { useDesk } from '../desk';
import { useText } from '../i18n';

/** What the dialog edits: a department (no parent) or a service of one; `category` when it exists. */
export interface CategoryTarget {
  parent: RequestCategory | null;
  category: RequestCategory | null;
}

/**
 * The form of a department or service (002 §5): name and responsible required, the responsible searched after 2
 * characters; checked by the call's contract, the server's field errors under their fields.
 */
function CategoryForm({ target, onClose }: { target: CategoryTarget; onClose: () => void }) {
  const { parent, category } = target;
  const t = useText();
  const { kind } = useDesk();
  const save = useSaveRequestCategory(kind);
  const schema = deskEndpointsOf[kind].saveCategory.body;
  const form = useContractForm(schema, {
    initial: {
      name: category?.name ?? '',
      description: category?.description ?? '',
      recipient: (category?.recipient ?? null) as EmployeeChoice | null,
      recipient_email: category?.recipient_email ?? '',
      order: category?.order ?? 0,
    },
    toBody: (values): RequestCategoryBody => ({
      ...(category ? { id: category.id } : {}),
      name: values.name,
      parent_id: parent?.id ?? null,
      description: values.description || null,
      recipient_id: values.recipient?.id ?? null,
      recipient_email: values.recipient_email || null,
      order: values.order,
    }),
    // A refusal of the parent is said at the name.
    fields: { recipient_id: 'recipient', parent_id: 'name' },
    required: { name: t('categories.required'), recipient: t('categories.required') },
  });

  const send = (body: RequestCategoryBody) =>
    save.mutate(body, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: t('categories.saved') });
        onClose();
      },
      onError: (cause) => form.fail(cause, t('categories.failed')),
    });

  return (
    <form noValidate onSubmit={form.onSubmit(send)}>
      <Stack gap="sm">
        <TextInput
          label={t('categories.name')}
          {...form.input('name')}
          error={form.errors.name ?? form.failure}
          withAsterisk
          data-autofocus
        />
        <Textarea label={t('categories.description')} {...form.input('description')} autosize minRows={2} maxRows={6} />
        <EmployeeSelect
          label={t('categories.responsible')}
          value={form.values.recipient}
          onChange={(employee) => form.setValue('recipient', employee)}
          error={form.errors.recipient}
          minChars={3}
          required
        />
        <TextInput label={t('categories.email')} type="email" {...form.input('recipient_email')} autoComplete="off" />
        <NumberInput
          label={t('categories.order')}
          description={t('categories.orderHint')}
          value={form.values.order}
          onChange={(v) => form.setValue('order', typeof v === 'number' ? v : 0)}
          error={form.errors.order}
          {...rangeAt(schema, 'order')}
          allowDecimal={false}
          allowNegative={false}
        />
        <Group justify="flex-end" gap="sm" mt="sm">
          <Button variant="default" onClick={onClose}>
            {t('categories.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('categories.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function CategoryDialog({ target, onClose }: { target: CategoryTarget | null; onClose: () => void }) {
  const t = useText();
  const { kind } = useDesk();
  const shown = useLastShown(target);
  const title = !shown
    ? ''
    : shown.parent
      ? t(shown.category ? 'categories.editService' : 'categories.newService', { context: kind })
      : t(shown.category ? 'categories.editDepartment' : 'categories.newDepartment', { context: kind });
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': t('categories.cancel') }}
      styles={{ title: { fontWeight: 700 } }}
    >
      {target && (
        <CategoryForm
          key={`${target.parent?.id ?? 0}:${target.category?.id ?? 'new'}`}
          target={target}
          onClose={onClose}
        />
      )}
    </Modal>
  );
}
