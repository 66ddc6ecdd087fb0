/**
 * /admin/system/setting/:type, /:type/:page and /:type/detail/:id for product, service,
 * category, blacklist and dist, and the read-only /admin/common/product list. The page number in
 * the URL counts from 1 like the pager (the server's page is that minus one); /:type is page 1.
 */
import { useNavigate, useParams } from 'react-router-dom';
import { CrudDetail } from '../../../admin/crud/CrudDetail';
import { CrudListPage } from '../../../admin/crud/CrudListPage';
import type { CrudConfig } from '../../../admin/crud/crudConfig';
import { PendingPage } from '../../pending/PendingPage';
import { actionConfig } from '../catalog/actionConfig';
import { FreshTokenAlert } from '../catalog/FreshTokenAlert';
import { eventDefConfig, questionShareConfig, thingConfig } from '../catalog/rulesConfigs';
import {
  blacklistConfig,
  categoryConfig,
  distConfig,
  productConfig,
  serviceConfig,
} from '../catalog/systemConfigs';
import { tokenConfig } from '../catalog/systemDataConfigs';
import { DistExtras } from './DistExtras';

/** A page number from the URL: a positive integer, else page 1. */
export function pageFromParam(param: string | undefined): number {
  const page = Number(param);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

function SystemList<Row>({ config }: { config: CrudConfig<Row> }) {
  const navigate = useNavigate();
  const { page } = useParams();
  return (
    <CrudListPage
      config={config}
      page={pageFromParam(page)}
      onPage={(next) => navigate(next === 1 ? config.listPath : `${config.listPath}/${next}`)}
    />
  );
}

export function SystemSettingPage() {
  const { type } = useParams();
  switch (type) {
    case 'product':
      return <SystemList key={type} config={productConfig} />;
    case 'service':
      return <SystemList key={type} config={serviceConfig} />;
    case 'category':
      return <SystemList key={type} config={categoryConfig} />;
    case 'blacklist':
      return <SystemList key={type} config={blacklistConfig} />;
    case 'dist':
      return <SystemList key={type} config={distConfig} />;
    case 'token':
      return <SystemList key={type} config={tokenConfig} />;
    case 'action':
      return <SystemList key={type} config={actionConfig} />;
    case 'eventDef':
      return <SystemList key={type} config={eventDefConfig} />;
    case 'thing':
      return <SystemList key={type} config={thingConfig} />;
    case 'questionShare':
      return <SystemList key={type} config={questionShareConfig} />;
    default:
      return <PendingPage section="system" />;
  }
}

export function SystemDetailPage() {
  const { type, id = '' } = useParams();
  switch (type) {
    case 'product':
      return <CrudDetail config={productConfig} id={id} />;
    case 'service':
      return <CrudDetail config={serviceConfig} id={id} />;
    case 'category':
      return <CrudDetail config={categoryConfig} id={id} />;
    case 'blacklist':
      return <CrudDetail config={blacklistConfig} id={id} />;
    case 'action':
      return <CrudDetail config={actionConfig} id={id} />;
    case 'eventDef':
      return <CrudDetail config={eventDefConfig} id={id} />;
    case 'thing':
      return <CrudDetail config={thingConfig} id={id} />;
    case 'questionShare':
      return <CrudDetail config={questionShareConfig} id={id} />;
    case 'dist':
      return <CrudDetail config={distConfig} id={id} extra={(dist) => <DistExtras dist={dist} />} />;
    case 'token':
      return (
        <CrudDetail config={tokenConfig} id={id} extra={(token) => <FreshTokenAlert id={token._id} />} />
      );
    default:
      return <PendingPage section="system" />;
  }
}

/** /admin/common/:type: the product list, read-only for every admin role. */
export function CommonPage() {
  const { type } = useParams();
  return type === 'product' ? (
    <CrudListPage config={{ ...productConfig, type: 'common-product' }} readOnly />
  ) : (
    <PendingPage section="common" />
  );
}
