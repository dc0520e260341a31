import { makeIcon } from '../../../components/icons';

// Icons only this page uses, drawn like the shared set (stroke icons on a 24-unit grid).

export const SendIcon = makeIcon(<><path d="m22 2-7 20-4-9-9-4z" /><path d="M22 2 11 13" /></>, 'SendIcon');
export const PaperclipIcon = makeIcon(<path d="m21.4 11.1-9.2 9.2a6 6 0 0 1-8.5-8.5l9.2-9.2a4 4 0 0 1 5.7 5.7l-9.2 9.2a2 2 0 0 1-2.8-2.8l8.5-8.5" />, 'PaperclipIcon');
export const AlertIcon = makeIcon(<><circle cx="12" cy="12" r="10" /><path d="M12 8v4M12 16h.01" /></>, 'AlertIcon');
