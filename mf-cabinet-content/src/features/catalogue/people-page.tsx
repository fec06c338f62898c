// /cabinet/content/people: the league's employees, and its trustees and ambassadors, with photos.
import { ContentFrame } from '../../ui/content-frame';
import { KindSwitch } from './kind-switch';

export default function PeoplePage() {
  return (
    <ContentFrame section="people">
      <KindSwitch kinds={['employees', 'trustees']} />
    </ContentFrame>
  );
}
