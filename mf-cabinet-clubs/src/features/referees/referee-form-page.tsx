// /cabinet/referees/create and /cabinet/referees/:id/edit (super_admin): the referee form; the
// photo is sent after the record is saved, then the list opens again.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { callEndpoint, positiveId, useEndpointMutation, useEndpointQuery, useLocalePath } from '@league/shared';
import { CabinetForm, CabinetFormPage, PageAsync, endpoints, type CabinetReferee } from '@league/shared/cabinet';
import { paths } from '../../paths';
import '../../ui/registry.css';
import { RefereeFields } from './referee-fields';
import { refereeBody, refereeValuesOf, type RefereeFormValues } from './referee-values';

const api = endpoints.refereesCabinet;

function RefereeForm({ referee }: { referee: CabinetReferee | null }) {
  const { t } = useTranslation('cab-clubs');
  const navigate = useNavigate();
  const lp = useLocalePath();
  const cities = useEndpointQuery(endpoints.handbooks.list, { params: { name: 'city' } });
  const create = useEndpointMutation(api.create, { invalidates: [api.cabinetList] });
  const update = useEndpointMutation(api.update, { invalidates: [api.cabinetList, api.cabinetDetail] });
  const initialValues = useMemo(() => refereeValuesOf(referee), [referee]);
  const title = referee ? t('referees.editTitle', { name: referee.name }) : t('referees.create');

  const save = async (values: RefereeFormValues) => {
    const body = refereeBody(values);
    const saved = referee
      ? await update.mutateAsync({ params: { id: referee.id }, body })
      : await create.mutateAsync({ body });
    if (values.photo instanceof File)
      await callEndpoint(api.uploadPhoto, { params: { id: saved.data.id }, body: { photo: values.photo } });
  };

  return (
    <CabinetFormPage title={title} trail={[{ title: t('referees.title'), to: paths.referees() }]}>
      <CabinetForm<RefereeFormValues>
        label={title}
        initialValues={initialValues}
        onSubmit={save}
        onSuccess={() => navigate(lp(paths.referees()))}
      >
        {referee?.photo && <img className="cc-crest" src={referee.photo} alt={referee.name} width={96} height={96} />}
        <RefereeFields cities={cities.data?.data ?? []} />
      </CabinetForm>
    </CabinetFormPage>
  );
}

export function RefereeCreatePage() {
  return <RefereeForm referee={null} />;
}

export function RefereeEditPage() {
  const { id } = useParams();
  const refereeId = positiveId(id);
  const referee = useEndpointQuery(api.cabinetDetail, { params: { id: refereeId ?? 0 } });
  return <PageAsync data={referee}>{(answer) => <RefereeForm referee={answer.data} />}</PageAsync>;
}
