// /cabinet/content/people: the league's employees, and its trustees and ambassadors, with photos.
import { useTranslation } from 'react-i18next';
import { ContentFrame } from '../../ui/content-frame';
import { CatalogueSection } from './catalogue-section';
import { KindSwitch } from './kind-switch';

export default function PeoplePage() {
  const { t } = useTranslation('cab-content');
  return (
    <ContentFrame section="people">
      <KindSwitch kinds={['employees', 'trustees']}>
        {(kind) => <CatalogueSection key={kind} kind={kind} heading={t(`catalogue.kinds.${kind}`)} />}
      </KindSwitch>
    </ContentFrame>
  );
}
