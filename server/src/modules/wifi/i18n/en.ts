import type { Translation } from '@portal/contract';
import type { ru } from './ru';

// No ‘ ’ here: PowerShell takes them for the quotes of the script's single-quoted strings.
export const en: Translation<typeof ru> = {
  notSetUp: 'Wi-Fi certificates are not set up yet. Please contact support.',
  script: {
    title: 'Connecting to the “{{network}}” Wi-Fi network — {{university}}',
    madeFor: 'Certificate of user {{username}}, valid until {{lastDay}}.',
    step1: 'Step 1 of 3. The university root certificate. If Windows asks whether to install it, click “Yes”.',
    step2: 'Step 2 of 3. Your personal certificate.',
    step3: 'Step 3 of 3. The “{{network}}” network profile.',
    done: 'Done. Choose the “{{network}}” network in the list of Wi-Fi networks: it connects without a password.',
    failed: 'Setup failed:',
    help: 'If the error happens again, contact: {{where}}.',
    close: 'Press Enter to close this window',
  },
  profile: {
    name: 'Wi-Fi “{{network}}”',
    description:
      'Connects to the “{{network}}” network with the certificate of user {{username}}. Valid until {{lastDay}}.',
    ca: 'University root certificate',
    identity: 'Personal certificate of {{username}}',
    network: '“{{network}}” network',
  },
};
