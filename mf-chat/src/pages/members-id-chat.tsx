/** /members/{id}/chat: the conversation with that profile, or an empty one that the first message starts. */
import { useHost } from '@dating/remote-kit';
import { ConversationView } from '../features/conversation-view';

export function MembersIdChatPage() {
  const { route } = useHost();
  const profileId = Number(route.params.id);
  return <ConversationView key={profileId} target={{ profileId }} />;
}
