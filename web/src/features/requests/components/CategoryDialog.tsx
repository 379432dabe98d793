import { Button, Group, Modal, NumberInput, Stack, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { REQUEST_CATEGORY_DESCRIPTION_MAX, REQUEST_CATEGORY_NAME_MAX, type RequestCategory } from '@portal/contract';
import { useState } from 'react';
import { isApiError } from '../../../shared/api/api-error';
import { EmployeeSelect, type EmployeeChoice } from '../../../shared/employee-search/EmployeeSelect';
import { useSaveRequestCategory } from '../api';
import { useDesk } from '../desk';

/** What the dialog edits: a department (no parent) or a service of one; `category` when it exists. */
export interface CategoryTarget {
  parent: RequestCategory | null;
  category: RequestCategory | null;
}

type Errors = Partial<Record<'name' | 'recipient_id' | 'recipient_email' | 'parent_id' | 'form', string>>;

/** The form of a department or service (002 §5): name and responsible required, the responsible searched after 2 characters. */
function CategoryForm({ target, onClose }: { target: CategoryTarget; onClose: () => void }) {
  const { parent, category } = target;
  const [name, setName] = useState(category?.name ?? '');
  const [description, setDescription] = useState(category?.description ?? '');
  const [recipient, setRecipient] = useState<EmployeeChoice | null>(category?.recipient ?? null);
  const [email, setEmail] = useState(category?.recipient_email ?? '');
  const [order, setOrder] = useState<number>(category?.order ?? 0);
  const [errors, setErrors] = useState<Errors>({});
  const { kind, categories: s } = useDesk();
  const save = useSaveRequestCategory(kind);

  const submit = () => {
    const missing: Errors = {};
    if (!name.trim()) missing.name = s.required;
    if (!recipient) missing.recipient_id = s.required;
    setErrors(missing);
    if (Object.keys(missing).length > 0 || !recipient) return;
    save.mutate(
      { ...(category ? { id: category.id } : {}), name, parent_id: parent?.id ?? null, description: description || null, recipient_id: recipient.id, recipient_email: email || null, order },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: s.saved });
          onClose();
        },
        onError: (cause) => {
          if (!isApiError(cause)) return setErrors({ form: s.failed });
          const fields = (['name', 'recipient_id', 'recipient_email', 'parent_id'] as const).filter((f) => cause.fieldError(f));
          setErrors(fields.length ? Object.fromEntries(fields.map((f) => [f, cause.fieldError(f)])) : { name: cause.message });
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
        <TextInput label={s.name} value={name} onChange={(e) => setName(e.currentTarget.value)} maxLength={REQUEST_CATEGORY_NAME_MAX} error={errors.name ?? errors.parent_id} withAsterisk data-autofocus />
        <Textarea label={s.description} value={description} onChange={(e) => setDescription(e.currentTarget.value)} maxLength={REQUEST_CATEGORY_DESCRIPTION_MAX} autosize minRows={2} maxRows={6} />
        <EmployeeSelect label={s.responsible} value={recipient} onChange={(employee) => setRecipient(employee)} error={errors.recipient_id} minChars={3} required />
        <TextInput label={s.email} type="email" value={email} onChange={(e) => setEmail(e.currentTarget.value)} error={errors.recipient_email} autoComplete="off" />
        <NumberInput label={s.order} description={s.orderHint} value={order} onChange={(v) => setOrder(typeof v === 'number' ? v : 0)} min={0} max={10_000} allowDecimal={false} allowNegative={false} />
        <Group justify="flex-end" gap="sm" mt="sm">
          <Button variant="default" onClick={onClose}>
            {s.cancel}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {s.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function CategoryDialog({ target, onClose }: { target: CategoryTarget | null; onClose: () => void }) {
  const s = useDesk().categories;
  const title = !target ? '' : target.parent ? (target.category ? s.editService : s.newService) : target.category ? s.editDepartment : s.newDepartment;
  return (
    <Modal opened={target !== null} onClose={onClose} title={title} centered closeButtonProps={{ 'aria-label': s.cancel }} styles={{ title: { fontWeight: 700 } }}>
      {target && <CategoryForm key={`${target.parent?.id ?? 0}:${target.category?.id ?? 'new'}`} target={target} onClose={onClose} />}
    </Modal>
  );
}
