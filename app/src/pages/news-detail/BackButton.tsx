import { Button, Icon, useT } from '@ic/ui';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../../paths';

/**
 * Back to where the visitor came from. A visit that starts on this page (its location has the
 * router's 'default' key) has no page of ours behind it, so Back leads to Blogs & News instead.
 */
export function BackButton() {
  const t = useT();
  const navigate = useNavigate();
  const { key } = useLocation();
  const back = () => {
    if (key === 'default') void navigate(paths.news.href());
    else void navigate(-1);
  };
  return (
    <Button variant="outline" size="sm" onClick={back}>
      <Icon name="arrow-left" />
      {t('news.article.back')}
    </Button>
  );
}
