import { Button, Group, Modal, NumberInput, Stack, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { REQUEST_CATEGORY_DESCRIPTION_MAX, REQUEST_CATEGORY_NAME_MAX, type RequestCategory } from '@portal/contract';
import { useState } from 'react';
import { isApiError } from '../../../shared/api/api-error';
import { EmployeeSelect, type EmployeeChoice } from '../../../shared/employee-search/EmployeeSelect';
import { useSaveRequestCategory } from '../api';
import { useDesk } from '../desk';
import { useText } from '../i18n';

/** What the dialog edits: a department (no parent) or a service of one; `category` when it exists. */
export interface CategoryTarget {
  parent: RequestCategory | null;
  category: RequestCategory | null;
}

type Errors = Partial<Record<'name' | 'recipient_id' | 'recipient_email' | 'parent_id' | 'form', string>>;

/**
 * The form of a department or service (002 §5): name and responsible required, the responsible searched after 2
 * characters.
 */
function CategoryForm({ target, onClose }: { target: CategoryTarget; onClose: () => void }) {
  const { parent, category } = target;
  const [name, setName] = useState(category?.name ?? '');
  const [description, setDescription] = useState(category?.description ?? '');
  const [recipient, setRecipient] = useState<EmployeeChoice | null>(category?.recipient ?? null);
  const [email, setEmail] = useState(category?.recipient_email ?? '');
  const [order, setOrder] = useState<number>(category?.order ?? 0);
  const [errors, setErrors] = useState<Errors>({});
  const t = useText();
  const { kind } = useDesk();
  const save = useSaveRequestCategory(kind);

  const submit = () => {
    const missing: Errors = {};
    if (!name.trim()) missing.name = t('categories.required');
    if (!recipient) missing.recipient_id = t('categories.required');
    setErrors(missing);
    if (Object.keys(missing).length > 0 || !recipient) return;
    save.mutate(
      {
        ...(category ? { id: category.id } : {}),
        name,
        parent_id: parent?.id ?? null,
        description: description || null,
        recipient_id: recipient.id,
        recipient_email: email || null,
        order,
      },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t('categories.saved') });
          onClose();
        },
        onError: (cause) => {
          if (!isApiError(cause)) return setErrors({ form: t('categories.failed') });
          const fields = (['name', 'recipient_id', 'recipient_email', 'parent_id'] as const).filter((f) =>
            cause.fieldError(f),
          );
          setErrors(
            fields.length ? Object.fromEntries(fields.map((f) => [f, cause.fieldError(f)])) : { name: cause.message },
          );
        },
      },
    );
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="sm">
        <TextInput
          label={t('categories.name')}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          maxLength={REQUEST_CATEGORY_NAME_MAX}
          error={errors.name ?? errors.parent_id}
          withAsterisk
          data-autofocus
        />
        <Textarea
          label={t('categories.description')}
          value={description}
          onChange={(e) => setDescription(e.currentTarget.value)}
          maxLength={REQUEST_CATEGORY_DESCRIPTION_MAX}
          autosize
          minRows={2}
          maxRows={6}
        />
        <EmployeeSelect
          label={t('categories.responsible')}
          value={recipient}
          onChange={(employee) => setRecipient(employee)}
          error={errors.recipient_id}
          minChars={3}
          required
        />
        <TextInput
          label={t('categories.email')}
          type="email"
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          error={errors.recipient_email}
          autoComplete="off"
        />
        <NumberInput
          label={t('categories.order')}
          description={t('categories.orderHint')}
          value={order}
          onChange={(v) => setOrder(typeof v === 'number' ? v : 0)}
          min={0}
          max={10_000}
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
  const title = !target
    ? ''
    : target.parent
      ? t(target.category ? 'categories.editService' : 'categories.newService', { context: kind })
      : t(target.category ? 'categories.editDepartment' : 'categories.newDepartment', { context: kind });
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
