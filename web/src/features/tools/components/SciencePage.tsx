import { Accordion, ActionIcon, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconExternalLink } from '@tabler/icons-react';
import type { ScienceIds } from '@portal/contract';
import { activeAccount } from '../../../shared/session/session-api';
import { useCurrentUser } from '../../../shared/session/session-context';
import { CopyValueButton } from '../../../shared/ui/CopyValueButton';
import { useText } from '../i18n';

/**
 * The identifiers in the spec's order, each with, where the base has one, its public profile (their names are the
 * dictionary's).
 */
const scienceIdentifiers: { key: keyof ScienceIds; profile?: (id: string) => string }[] = [
  { key: 'science_index_spin' },
  {
    key: 'science_index_author_id',
    profile: (id) => `https://elibrary.ru/author_profile.asp?id=${encodeURIComponent(id)}`,
  },
  { key: 'scopus_id', profile: (id) => `https://www.scopus.com/authid/detail.uri?authorId=${encodeURIComponent(id)}` },
  { key: 'researcher_id', profile: (id) => `https://www.webofscience.com/wos/author/record/${encodeURIComponent(id)}` },
  { key: 'orcid', profile: (id) => `https://orcid.org/${encodeURIComponent(id)}` },
  { key: 'google_scholar', profile: (id) => `https://scholar.google.com/citations?user=${encodeURIComponent(id)}` },
];

/** A value with its copy button (and its profile's link, where the base has one). */
function Identifier({ name, value, profile }: { name: string; value: string; profile?: string }) {
  const t = useText();
  return (
    <Group gap="xs" wrap="nowrap" justify="space-between">
      <Text ff="monospace" fw={600} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
      <Group gap={4} wrap="nowrap">
        {profile && (
          <Tooltip label={t('science.profile')}>
            <ActionIcon
              component="a"
              href={profile}
              target="_blank"
              rel="noreferrer"
              variant="subtle"
              aria-label={t('science.profileOf', { name })}
            >
              <IconExternalLink size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        )}
        <CopyValueButton value={value} name={name} />
      </Group>
    </Group>
  );
}

/**
 * «Наука» (002 §2.5 «Science»): the employee's identifiers (SPIN, AuthorID, Scopus, Researcher,
 * ORCID, Google Scholar) in an accordion, each with a copy button; an empty one reads
 * «Отсутствует». Open on a wide screen, folded under 768 px (002 §9).
 */
export function SciencePage() {
  const t = useText();
  const account = activeAccount(useCurrentUser());
  const science: Partial<ScienceIds> = (account?.key === 'employee' ? account.data.science : null) ?? {};
  const narrow = useMediaQuery('(max-width: 47.9375em)', undefined, { getInitialValueInEffect: false }) ?? false;
  const all = scienceIdentifiers.map((i) => i.key);
  return (
    <Stack gap="md" maw={760}>
      <Text c="dimmed">{t('science.intro')}</Text>
      <Paper withBorder radius="md">
        <Accordion multiple defaultValue={narrow ? [] : all} chevronPosition="right">
          {scienceIdentifiers.map(({ key, profile }) => {
            const name = t(`science.identifiers.${key}`);
            const value = science[key]?.trim() || null;
            return (
              <Accordion.Item key={key} value={key}>
                <Accordion.Control>
                  <Text fw={600}>{name}</Text>
                </Accordion.Control>
                <Accordion.Panel>
                  {value ? (
                    <Identifier name={name} value={value} profile={profile?.(value)} />
                  ) : (
                    <Text c="dimmed">{t('science.missing')}</Text>
                  )}
                </Accordion.Panel>
              </Accordion.Item>
            );
          })}
        </Accordion>
      </Paper>
    </Stack>
  );
}
