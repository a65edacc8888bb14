import type { Translation } from '#src/lib/i18n/texts';
import { args, plural } from '#src/lib/i18n/texts';
import type en from './texts.en';

/** Deutsch. */
const de: Translation<typeof en> = {
  button: 'Haushalt',
  buttonInvitations: plural(
    'Haushalt, {{count}} Einladung wartet',
    'Haushalt, {{count}} Einladungen warten',
  ),
  title: 'Haushalt',
  description:
    'Teile deinen Essensplan, deine Einkaufsliste und deine Vorräte mit anderen Sous-Nutzern. Sie können lesen, hinzufügen und abhaken. Deine Rezepte bleiben privat: Der Plan zeigt nur ihre Titel.',
  loading: 'Haushalt wird geladen',
  loadFailed: 'Dein Haushalt konnte nicht geladen werden.',
  retry: 'Erneut versuchen',
  close: 'Schließen',
  failed: 'Das hat nicht geklappt. Bitte versuche es erneut.',
  sharedWith: args('Geteilt mit {{names}}', 'names'),
  sharedBy: args('Plan und Liste von {{owner}}, mit dir geteilt', 'owner'),
  invitationWaiting: plural(
    '{{count}} Haushalts-Einladung wartet auf deine Antwort.',
    '{{count}} Haushalts-Einladungen warten auf deine Antwort.',
  ),
  review: 'Ansehen',
  members: 'In deinem Haushalt',
  nobody: 'Noch niemand.',
  invited: 'Eingeladen',
  member: 'Mitglied',
  takeBack: args('Einladung an {{name}} zurücknehmen', 'name'),
  remove: args('{{name}} aus deinem Haushalt entfernen', 'name'),
  inviteLabel: 'Per Benutzername einladen',
  invitePlaceholder: 'Sous-Benutzername',
  invite: 'Einladen',
  inviting: 'Wird eingeladen…',
  inviteRequired: 'Bitte gib einen Benutzernamen ein.',
  inviteSent: args('{{name}} ist eingeladen und kann unter „Haushalt“ annehmen.', 'name'),
  invitations: 'Einladungen an dich',
  invitationFrom: args('{{name}} lädt dich ein, Essensplan und Einkaufsliste zu teilen.', 'name'),
  accept: 'Annehmen',
  decline: 'Ablehnen',
  joined: args('Du teilst jetzt Essensplan und Einkaufsliste von {{owner}}.', 'owner'),
  memberOf: args(
    'Du teilst Essensplan, Einkaufsliste und Vorräte von {{owner}}. Deine eigenen kommen zurück, wenn du austrittst.',
    'owner',
  ),
  leave: 'Haushalt verlassen',
  leaving: 'Wird verlassen…',
  left: 'Du hast den Haushalt verlassen. Dein eigener Plan und deine Liste sind zurück.',
  details: {
    userNotFound: 'Niemand bei Sous hat diesen Benutzernamen',
    inviteSelf: 'Du kannst dich nicht selbst einladen',
    alreadyIn: 'Diese Person ist schon in deinem Haushalt oder eingeladen.',
    full: args('Ein Haushalt teilt mit höchstens {{max}} weiteren Personen.', 'max'),
    leaveBeforeInvite: 'Verlasse den Haushalt, in dem du bist, bevor du jemanden einlädst.',
    leaveBeforeJoin: 'Verlasse den Haushalt, in dem du bist, bevor du einem anderen beitrittst.',
    ownMembers:
      'Entferne die Mitglieder und Einladungen deines eigenen Haushalts, bevor du einem anderen beitrittst.',
    notMember: 'Du bist in keinem Haushalt Mitglied.',
    memberNotFound: 'Haushaltsmitglied nicht gefunden',
    invitationNotFound: 'Einladung nicht gefunden',
  },
};
export default de;
