import type { Translation } from '@portal/contract/i18n';
import type { ru } from './ru';

export const en: Translation<typeof ru> = {
  science: {
    intro:
      'Your author identifiers in citation databases. Copy the one ' +
      'you need to put it in a paper, a grant application or a report.',
    missing: 'Not set',
    profile: 'Open profile',
    profileOf: 'Open profile: {{name}}',
    identifiers: {
      science_index_spin: 'RSCI SPIN code',
      science_index_author_id: 'RSCI AuthorID',
      scopus_id: 'Scopus Author ID',
      researcher_id: 'ResearcherID (Web of Science)',
      orcid: 'ORCID',
      google_scholar: 'Google Scholar',
    },
  },
  email: {
    intro: 'Your work address is in the @{{domain}} domain. You can open your mail in the browser or in Office 365.',
    webmail: 'Mail in the browser',
    webmailHint: 'The web interface of the corporate mail',
    office: 'Office 365',
    officeHint: 'Microsoft mail, calendar and documents',
    open: 'Open',
    openNamed: 'Open: {{name}}',
    activationTitle: 'Mail for new employees',
    activation:
      'A new mailbox starts working within {{hours}} of the account being ' +
      'created. If no mail arrives after that, contact one of the offices below.',
    hours_one: '{{count}} hour',
    hours_other: '{{count}} hours',
    contacts: 'Where to go in person',
    failed: 'Could not load the mail details.',
  },
  services: {
    open: 'Go',
    openNamed: 'Go to {{name}}',
    failed: 'Could not load the list of services.',
  },
  library: {
    intro:
      'Electronic resources available to university employees. On ' +
      'the university network they open without a separate sign-in.',
    resources: 'Resources',
    open: 'Open: {{name}}',
    hall: 'Reading room',
    failed: 'Could not load the library links.',
  },
  place: {
    hours: 'Opening hours',
    phone: 'Phone',
    email: 'Email',
  },
  wifi: {
    intro:
      'The university’s wireless network covers all academic buildings, the library and the ' +
      'dormitories. To connect, accept the network rules and open the instructions for your device.',
    rulesTitle: 'Step 1. Network rules',
    rulesDocument: 'Network use regulations (PDF)',
    consent: 'I have read the network rules and agree to follow them',
    instruction: 'Instructions',
    consentFirst: 'To open the instructions, confirm that you accept the rules.',
    connectTitle: 'Step 2. Connecting',
    networks: 'University networks',
    certificateNetwork: 'With a certificate — recommended',
    certificateNetworkNote:
      'No password needed: your device joins the network with your personal certificate. Secure encryption, ' +
      'automatic sign-in in any building. The certificate is valid until {{lastDay}}; download a new one at ' +
      'the start of the next academic year.',
    loginNetwork: 'With a username and password',
    devices: 'Device setup',
    devicesHint:
      'Choose your device’s system: the setup file is made for you personally and works only for your devices.',
    tabs: { windows: 'Windows', apple: 'Apple', android: 'Android' },
    applePlatforms: 'iPhone, iPad and Mac',
    stepsLabel: 'Steps for {{system}}',
    download: {
      wininstaller: 'Download the Windows installer',
      profileios: 'Download the profile for iPhone, iPad and Mac',
      crtandroid: 'Download the certificate for Android',
    },
    downloading: 'Preparing the file…',
    downloadFailed: 'Could not download the file.',
    windows: [
      'Download the installer (the button above): it is a file with the .cmd extension.',
      'Open the downloaded file. If Windows shows “Windows protected your PC”, click “More info”, then “Run anyway”.',
      'When Windows asks whether to install the university’s root ' +
        'certificate, click “Yes”. No administrator rights are needed.',
      'Wait for the “Done” message and press Enter to close the window.',
      'Choose the “{{network}}” network in the list of Wi-Fi networks: it connects ' +
        'without a password. If Windows asks about the {{radius}} server, click “Connect”.',
    ],
    apple: [
      'Open this page in Safari on the device you want to connect and download the profile ' +
        '(the button above). On iPhone and iPad, confirm the download by tapping “Allow”.',
      'iPhone and iPad: open Settings → Profile Downloaded → Install and enter the device passcode. ' +
        'Mac: open System Settings → Privacy & Security → Profiles and double-click the downloaded profile.',
      'The profile will be marked “Not Verified”: this is expected for ' +
        'the university’s profile. Confirm the installation with “Install”.',
      'Choose the “{{network}}” network: the device connects with the certificate, no password needed.',
    ],
    android: [
      'Download the certificate (the button above): it is a file with the .p12 extension.',
      'Open Settings → Security (or Security and privacy) → Encryption and credentials ' +
        '→ Install a certificate → Wi-Fi certificate and choose the downloaded file.',
      'Enter the certificate password (shown below) and name the certificate, for example “{{network}}”.',
    ],
    androidConnect: {
      text: 'Choose the “{{network}}” network, fill in the fields and tap “Connect”:',
      items: [
        'EAP method — TLS',
        'CA certificate — “{{network}}” (the installed one)',
        'Online certificate status — “Do not validate”',
        'Domain — {{radius}}',
        'User certificate — “{{network}}”',
        'Identity — your username (below)',
      ],
    },
    androidFields: 'Network fields',
    credentials: 'Connection details',
    username: 'Username',
    password: 'Certificate password',
    keepPrivate: 'Do not share the certificate password: anyone who has it can join the network as you.',
    help: 'Cannot connect?',
    failed: 'Could not get the Wi-Fi connection details.',
  },
};
