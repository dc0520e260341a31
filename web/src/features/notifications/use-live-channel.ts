import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { notify } from '../../lib/toaster';
import { liveStatusAtom, notificationsAtom } from './atoms';
import { LiveChannel } from './live-channel';

/** Opens the live channel while a user id exists; closes it when the user changes or on unmount. */
export function useLiveChannel(userId: number | undefined, onEvent?: (type: string) => void): void {
  const setList = useSetAtom(notificationsAtom);
  const setStatus = useSetAtom(liveStatusAtom);
  useEffect(() => {
    if (userId === undefined) return;
    const channel = new LiveChannel(userId, {
      onStatus: setStatus,
      onNotification: (n) => {
        setList((prev) => [n, ...prev]);
        if (n.type === 'critical_lab_result') {
          notify('Critical Lab Result', `Patient: ${n.patient.name} - Requires immediate attention!`, 'error');
        }
        onEvent?.(n.type);
      },
    });
    channel.start();
    return () => {
      channel.stop();
      setStatus('disconnected');
      setList([]);
    };
  }, [userId, setList, setStatus, onEvent]);
}
