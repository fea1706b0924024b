/**
 * The Turkish message catalogue, one export per message, in one file per topic, so that a
 * bundle carries only the texts its code reads and only the topics its chunks need (DESIGN §5):
 * ../messages.ts offers them all as the `MSG` namespace. Texts named by the spec are copied
 * letter for letter; the server's own messages (DESIGN §1) are here too so both sides say the
 * same thing.
 */
export * from './signup';
export * from './offline';
export * from './serverAuth';
export * from './dashboard';
export * from './authoring';
export * from './reading';
export * from './social';
export * from './account';
