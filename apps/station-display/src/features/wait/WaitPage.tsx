import { useSearchParams } from 'react-router-dom';
import { StationSocketProvider, type StationSocket } from '@medteach/exam-socket';
import { appConfig } from '../../config';
import { MASK_NAME_PARAM } from './constants';
import { waitMessages } from './messages';
import { WaitBoard } from './WaitBoard';

/** `/wait?codeAddress=` — the waiting-room call board; `&maskName=1` masks names. */
export default function WaitPage({ socket }: { socket?: StationSocket }) {
  const [params] = useSearchParams();
  const codeAddress = params.get('codeAddress')?.trim() ?? '';
  if (!codeAddress) return <p role="alert">{waitMessages.missingCode}</p>;
  return (
    <StationSocketProvider codeAddress={codeAddress} url={appConfig.socketUrl} socket={socket}>
      <WaitBoard codeAddress={codeAddress} maskNames={params.get(MASK_NAME_PARAM) === '1'} />
    </StationSocketProvider>
  );
}
