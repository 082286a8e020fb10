// The cache key of an application's documents, apart from their queries: the frame's outbox
// sender refreshes them after a queued upload without carrying the documents' schemas (issue 35).
export const documentsKey = (applicationId: string) => ['application-documents', applicationId];
