import { MESSAGES } from '@ic/domain';
import {
  type AvatarConfig,
  decodeAvatar,
  DEFAULT_AVATAR,
  encodeAvatar,
  randomAvatar,
  useMessage,
  useT,
  useToast,
} from '@ic/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import useSWR from 'swr';
import { serverMessageOr } from '../../api/client';
import { getMe, ME_KEY } from '../../api/me';
import { updateProfile } from '../../api/profile';
import { useSession } from '../../session';
import { paths } from '../../paths';

/** The character being made: starts from the saved avatar, saved with the profile on Continue. */
export function useCharacter() {
  const { user, updateUser } = useSession();
  const { data: me } = useSWR(ME_KEY, getMe);
  const navigate = useNavigate();
  const toast = useToast();
  const t = useT();
  const say = useMessage();
  const [edited, setEdited] = useState<AvatarConfig | null>(null);
  const [saving, setSaving] = useState(false);
  const config = edited ?? decodeAvatar(me?.avatar ?? user?.avatar) ?? DEFAULT_AVATAR;

  const save = async () => {
    const current = me ?? user;
    if (!current) return;
    setSaving(true);
    try {
      const saved = await updateProfile({
        name: current.name,
        username: current.username,
        avatar: encodeAvatar(config),
      });
      updateUser(saved);
      toast.show({ tone: 'success', title: t('account.avatar.saved') });
      navigate(paths.myAccount.href());
    } catch (error) {
      toast.show({ tone: 'error', title: say(serverMessageOr(error, MESSAGES.tryAgain)) });
      setSaving(false);
    }
  };

  return {
    config,
    name: (me ?? user)?.name ?? '',
    saving,
    setConfig: setEdited,
    randomise: () => setEdited(randomAvatar(Math.random, config)),
    save,
  };
}
