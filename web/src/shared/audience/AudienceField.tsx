import { Anchor, Input, Modal, Stack, Text } from '@mantine/core';
import type { AudienceFilter } from '@portal/contract';
import { useState } from 'react';
import { usePhone } from '../lib/media';
import { useAudienceCount } from './api';
import { AudienceScreen } from './AudienceScreen';
import { useText } from './i18n';

interface AudienceFieldProps {
  value: AudienceFilter | null;
  onChange: (filter: AudienceFilter) => void;
  error?: string;
  readOnly: boolean;
}

/** «Получатели»: who the audience is and how many it finds now, and the link to the audience screen (001 §2). */
export function AudienceField({ value, onChange, error, readOnly }: AudienceFieldProps) {
  const t = useText();
  const [opened, setOpened] = useState(false);
  const isPhone = usePhone();
  const count = useAudienceCount(value);
  const summary = value ? t(`summary.${value.type}`) : t('summary.none');
  return (
    <Input.Wrapper label={t('title')} error={error}>
      <Stack gap={4} mt={4}>
        <Text size="sm">
          {summary}
          {value && count.data && `, ${t('people', { count: count.data.count })}`}
        </Text>
        <Anchor
          component="button"
          type="button"
          size="sm"
          onClick={() => setOpened(true)}
          style={{ alignSelf: 'flex-start' }}
        >
          {readOnly ? t('view') : value ? t('change') : t('choose')}
        </Anchor>
      </Stack>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('title')}
        size="xl"
        fullScreen={isPhone}
        closeButtonProps={{ 'aria-label': t('cancel') }}
      >
        <AudienceScreen
          value={value}
          readOnly={readOnly}
          onCancel={() => setOpened(false)}
          onSave={(filter) => {
            onChange(filter);
            setOpened(false);
          }}
        />
      </Modal>
    </Input.Wrapper>
  );
}
