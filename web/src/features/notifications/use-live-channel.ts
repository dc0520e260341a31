import { useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { requestPushOffer } from '../../lib/push-offer';
import { forgetWhatTheOldRoleRead } from '../../lib/user-scope';
import { notify } from '../../lib/toaster';
import { addLive, applyRead, notificationsQuery } from './api';
import { liveStatusAtom } from './atoms';
import { LiveChannel } from './live-channel';
import { describeNotification } from './components/notification-bell';
import { t } from '../../i18n';

/** Opens the live channel while a user id exists; closes it when the user changes or on unmount. */
export function useLiveChannel(userId: number | undefined, onEvent?: (type: string) => void): void {
  const qc = useQueryClient();
  const setStatus = useSetAtom(liveStatusAtom);
  useEffect(() => {
    if (userId === undefined) return;
    const channel = new LiveChannel(userId, {
      onStatus: (status) => {
        setStatus(status);
        // What arrived or was read elsewhere while the socket was down is in the kept list.
        if (status === 'connected') void qc.invalidateQueries({ queryKey: notificationsQuery.queryKey });
      },
      onRead: (read) => applyRead(qc, read),
      onRoleChanged: () => forgetWhatTheOldRoleRead(qc),
      onNotification: (n) => {
        // A withheld frame names no one (decision 0019): the kept list, read again, has the names.
        if (n.withheld) void qc.invalidateQueries({ queryKey: notificationsQuery.queryKey });
        else addLive(qc, n);
        if (n.type === 'critical_lab_result') {
          notify(t('Critical Lab Result'), describeNotification(n).body, 'error');
          // The first critical alert is when push is worth asking for (issue 20; PushOffer decides whether to show).
          requestPushOffer();
        }
        onEvent?.(n.type);
      },
    });
    // Opened in a task of its own: the effect runs with the shell's other effects (every query of
    // the page starting), and opening a socket adds ~25 ms at a phone's 4x CPU to that one long
    // task (issue 22: total blocking time). Nothing waits for it: the lists come by HTTP.
    const opening = setTimeout(() => channel.start(), 0);
    return () => {
      clearTimeout(opening);
      channel.stop();
      setStatus('disconnected');
    };
  }, [userId, qc, setStatus, onEvent]);
}
