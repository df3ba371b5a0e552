/** /chats/{id}: one conversation. */
import { useHost } from '@dating/remote-kit';
import { ConversationView } from '../features/conversation-view';

export function ChatsIdPage() {
  const { route } = useHost();
  const id = Number(route.params.id);
  return <ConversationView key={id} target={{ id }} />;
}
