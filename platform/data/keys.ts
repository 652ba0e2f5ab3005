/**
 * One key builder per access pattern. docs/data-model.md mirrors this file: when a pattern is
 * added here, it is added there with its index and key condition.
 */

/** Integer ids sort as strings when zero-padded to a fixed width. */
export const padId = (id: number): string => id.toString().padStart(12, '0');

export const keys = {
  /** The site's settings: one item, so reading every setting is one GetItem. */
  settings: () => ({ pk: 'SETTINGS', sk: 'SITE' }),
  /** One administration settings group (`/admin/general`, ...): one item each, read with the site's in one BatchGet. */
  settingsGroup: (name: string) => ({ pk: 'SETTINGS', sk: `GROUP#${name}` }),
  /** The site's license (docs/license.md): one item, its claims and token. */
  license: () => ({ pk: 'SETTINGS', sk: 'LICENSE' }),
  /** Every sidebar link, one attribute each (`l_<id>`): one item, so the public settings read them in their one BatchGet. */
  sidebarLinks: () => ({ pk: 'SETTINGS', sk: 'LINKS' }),
  /** The settings audit, newest last by sort key: `<ISO time>#<random>`. */
  settingsAudit: (at: string, suffix: string) => ({ pk: 'AUDIT#settings', sk: `${at}#${suffix}` }),

  /** The badge catalogue (docs/badges.md): one item, each badge its own attribute `b_<slug>`, kept per container like the settings. */
  badgeCatalogue: () => ({ pk: 'SETTINGS', sk: 'BADGES' }),
  /** A badge a rule awarded a member once (docs/badges.md, Rules): written with the award, so a replayed event never awards it again. */
  badgeAward: (userId: number, slug: string, rule: string) => ({ pk: `USER#${padId(userId)}`, sk: `BADGE#${slug}#${rule}` }),

  /** The points each action earns (docs/points.md), kept per container like the settings. */
  pointsConfig: () => ({ pk: 'SETTINGS', sk: 'POINTS' }),
  /** The named levels by points thresholds (docs/points.md, Levels), kept per container like the settings. */
  pointLevels: () => ({ pk: 'SETTINGS', sk: 'LEVELS' }),
  /** The points one piece of content earned one member (docs/points.md): its value, day and windows, so replays and take-backs are exact. */
  pointsAward: (userId: number, source: string) => ({ pk: `USER#${padId(userId)}`, sk: `PTSAWARD#${source}` }),
  /** A member's points earned on one site day (rankpk PTSDAY#<day>: the windows' expiry finds the day's members). */
  pointsDay: (userId: number, day: string) => ({ pk: `USER#${padId(userId)}`, sk: `PTSDAY#${day}` }),
  pointsDayPartition: (day: string) => `PTSDAY#${day}`,
  /** A member's points in one leaderboard bucket (W7, W30, Y#<yyyy>, ALL), ranked on rank1 under POINTS#<bucket>. */
  pointsBucket: (userId: number, bucket: string) => ({ pk: `USER#${padId(userId)}`, sk: `PTS#${bucket}` }),
  pointsPartition: (bucket: string) => `POINTS#${bucket}`,
  /** A background job's state (points windows' expiry, points backfill): pk JOB, sk its name. */
  pointsJob: (name: string) => ({ pk: 'JOB', sk: `POINTS#${name}` }),

  /** An atomic counter (integer ids, per-name). */
  counter: (name: string) => ({ pk: 'COUNTER', sk: name }),

  /** Unique-value marker: guards a username, email or slug inside the writing transaction. */
  unique: (kind: string, value: string) => ({ pk: `UNIQUE#${kind}#${value.toLowerCase()}`, sk: 'UNIQUE' }),

  /**
   * A user's profile record, by id. It also carries the directory's index keys for "all roles":
   * gsi1 by created_at, gsi2 by display name, gsi3 by last activity, each under MEMBERS#<status>.
   */
  user: (userId: number) => ({ pk: `USER#${padId(userId)}`, sk: 'PROFILE' }),
  /** The same three orders under MEMBERS#<status>#<role>, for the directory's role filter. */
  userRoleIndex: (userId: number) => ({ pk: `USER#${padId(userId)}`, sk: 'ROLE' }),
  /* A user's search words: USER#<id>/TOKEN#<word>, see platform/data/search-index.ts. */
  /** A user's contribution counters in one period (rankpk TOP#<period>; rank1 posts, rank2 comments, rank3 reactions). */
  contribution: (userId: number, periodKey: string) => ({ pk: `USER#${padId(userId)}`, sk: `CONTRIB#${periodKey}` }),

  /** Directory partitions (gsi1..gsi3 of profile and role-index items). */
  membersPartition: (status: string, role?: string) => (role ? `MEMBERS#${status}#${role}` : `MEMBERS#${status}`),
  /** Search words of one kind of record (member, space), by their first two letters. */
  searchPartition: (kind: string, token: string) => `SEARCH#${kind}#${token.slice(0, 2)}`,
  topPartition: (periodKey: string) => `TOP#${periodKey}`,

  /**
   * A space's record (title, settings, counters). gsi1/2/3: SPACES#<status> by serial, title,
   * created_at. Everything in the SPACE#<id> partition belongs to the space.
   */
  space: (spaceId: number) => ({ pk: `SPACE#${padId(spaceId)}`, sk: 'META' }),
  spacePartition: (spaceId: number) => `SPACE#${padId(spaceId)}`,
  /** Present while a space is published and public: gsi2 DISCOVER by title. */
  spaceDiscover: (spaceId: number) => ({ pk: `SPACE#${padId(spaceId)}`, sk: 'DISCOVER' }),
  /* A space's search words: SPACE#<id>/TOKEN#<word>, see platform/data/search-index.ts. */
  /** Secret spaces are listed apart, under SPACES#<status>#secret (docs/spaces.md, Secret spaces). */
  spacesPartition: (status: string, secret = false) => `SPACES#${status}${secret ? '#secret' : ''}`,
  /**
   * A course's record (a space of type course, docs/courses.md) is listed instead under
   * COURSES#<status> (secret ones under COURSES#<status>#secret): gsi1 by created_at, gsi2 by
   * title; and, with a category, under gsi3 COURSECAT#<status>#<category> by created_at.
   */
  coursesPartition: (status: string, secret = false) => `COURSES#${status}${secret ? '#secret' : ''}`,
  courseCategoryPartition: (status: string, category: string) => `COURSECAT#${status}#${category}`,
  /**
   * A course's outline in its partition (gone with the space's purge): sections
   * SPACE#<course>/C#SECTION#<id>, lessons SPACE#<course>/C#LESSON#<id>; the outline is one Query
   * begins_with(sk, 'C#'). A lesson's body (markdown and HTML) is SPACE#<course>/LESSONBODY#<id>.
   */
  courseSection: (courseId: number, sectionId: number) => ({ pk: `SPACE#${padId(courseId)}`, sk: `C#SECTION#${padId(sectionId)}` }),
  courseLesson: (courseId: number, lessonId: number) => ({ pk: `SPACE#${padId(courseId)}`, sk: `C#LESSON#${padId(lessonId)}` }),
  lessonBody: (courseId: number, lessonId: number) => ({ pk: `SPACE#${padId(courseId)}`, sk: `LESSONBODY#${padId(lessonId)}` }),
  /**
   * A student's enrolments (on the course's membership item, docs/courses.md): sparse gsi3
   * ENROLLED#<user>#<active|completed>, <enrolled_at>#<course> (my courses).
   */
  enrolledPartition: (userId: number, state: 'active' | 'completed') => `ENROLLED#${padId(userId)}#${state}`,
  OUTLINE_PREFIX: 'C#',
  /**
   * A quiz attempt (docs/courses.md, Quizzes) in the course's partition (gone with its purge):
   * SPACE#<course>/QUIZRESULT#<lesson>#<user>#<attempt>. Listed under QUIZRESULTS#<course>: gsi1 by
   * submitted_at, gsi2 by <padded score>#<submitted_at>, gsi3 by <lower user name>#<submitted_at>;
   * found by its id through the owner index QUIZRESULTID#<id> (grading).
   */
  quizResult: (courseId: number, lessonId: number, userId: number, attempt: number) => ({
    pk: `SPACE#${padId(courseId)}`,
    sk: `QUIZRESULT#${padId(lessonId)}#${padId(userId)}#${String(attempt).padStart(4, '0')}`,
  }),
  /**
   * A student's open attempt at a quiz: when its questions were first shown (the time limit's
   * clock). In the course's partition, beside the attempts and apart from the enrolment, so
   * neither survives the course nor ends with an unenrolment.
   */
  quizStart: (courseId: number, lessonId: number, userId: number) => ({ pk: `SPACE#${padId(courseId)}`, sk: `QUIZSTART#${padId(lessonId)}#${padId(userId)}` }),
  quizResultPrefix: (lessonId: number, userId: number) => `QUIZRESULT#${padId(lessonId)}#${padId(userId)}#`,
  quizResultsPartition: (courseId: number) => `QUIZRESULTS#${padId(courseId)}`,
  quizResultIdPartition: (resultId: number) => `QUIZRESULTID#${padId(resultId)}`,
  /** A course's quiz statistics counters (submissions, passed, failed, score_sum, time_sum): SPACE#<course>/QUIZSTATS, per lesson QUIZSTATS#<lesson>. */
  quizStats: (courseId: number, lessonId?: number) => ({ pk: `SPACE#${padId(courseId)}`, sk: lessonId === undefined ? 'QUIZSTATS' : `QUIZSTATS#${padId(lessonId)}` }),
  DISCOVER_PARTITION: 'DISCOVER',
  /**
   * An invitation to a space (docs/invitations.md): INVITATION#<id>. Listed newest first by
   * <created_at>#<id> under gsi1 INVITES#<space> (every one kept) and, while not accepted, gsi2
   * INVITESOPEN#<space> (the pending list, expired and used-up links filtered out); owner
   * SPACE#<space> (gone with its space). Its resends in one fixed window (rate limit):
   * INVITATION#<id>/RESENDRATE#W#<window>, expiring with the window.
   */
  invitation: (invitationId: number) => ({ pk: `INVITATION#${padId(invitationId)}`, sk: 'INVITATION' }),
  invitationsPartition: (spaceId: number) => `INVITES#${padId(spaceId)}`,
  openInvitationsPartition: (spaceId: number) => `INVITESOPEN#${padId(spaceId)}`,
  invitationResendRate: (invitationId: number, window: number) => ({ pk: `INVITATION#${padId(invitationId)}`, sk: `RESENDRATE#W#${window}` }),
  /** Emailed invitations one member sent in a fixed hour (ADD only; expires with its window). */
  invitationMailRate: (userId: number, window: number) => ({ pk: `USER#${padId(userId)}`, sk: `INVITERATE#W#${window}` }),
  /** A space group; all groups share one partition, so the sidebar is one Query. */
  spaceGroup: (groupId: number) => ({ pk: 'SPACEGROUPS', sk: `GROUP#${padId(groupId)}` }),
  SPACE_GROUPS_PARTITION: 'SPACEGROUPS',
  /**
   * A feed post. gsi1 SPACEFEED#<space> (published), gsi2 USERFEED#<user>, gsi3 TIMELINE#public
   * (published, in public spaces or on profiles), each by <created_at>#<id>; a published post of a
   * space also ranks under rankpk SPACEFEED#<space>: rank1 last activity, rank2 likes, rank3
   * popularity. While pending (the moderation queue) it is instead under gsi3 PENDING (every
   * pending post) and, in a space, gsi1 PENDINGFEED#<space>, by the same order. Its comments,
   * reactions and topic links share its partition, so deleting the partition deletes the post's
   * whole tree.
   */
  feed: (feedId: number) => ({ pk: `FEED#${padId(feedId)}`, sk: 'META' }),
  spaceFeedPartition: (spaceId: number) => `SPACEFEED#${padId(spaceId)}`,
  userFeedPartition: (userId: number) => `USERFEED#${padId(userId)}`,
  PUBLIC_TIMELINE: 'TIMELINE#public',
  /** gsi3 of pending posts (the community's moderation queue) and gsi1 of a space's pending posts. */
  PENDING_QUEUE: 'PENDING',
  pendingSpacePartition: (spaceId: number) => `PENDINGFEED#${padId(spaceId)}`,
  /**
   * While scheduled (docs/scheduled-posts.md) a post is in no list, so gsi1 and gsi3 are free:
   * gsi3 SCHEDULED (every scheduled post: the sweeper, administrators' list) and gsi1
   * SCHEDULEDBY#<author>, both by <scheduled UTC instant>#<id>.
   */
  SCHEDULED_QUEUE: 'SCHEDULED',
  scheduledByPartition: (userId: number) => `SCHEDULEDBY#${padId(userId)}`,
  /** gsi3 of published posts in non-public spaces: what administrators and moderators add to their home feed. */
  RESTRICTED_TIMELINE: 'TIMELINE#restricted',
  /**
   * The popular index (poppk, sorted by rank3 = likes + 2 x comments) of published posts: on the
   * public timeline (public spaces, profiles), or of non-public spaces (moderators' addition).
   */
  POPULAR_PUBLIC: 'POPULAR#public',
  POPULAR_RESTRICTED: 'POPULAR#restricted',
  /**
   * A post's pin (PATCH priority > 0, the original's pinned posts) in the post's own partition, so
   * deleting the post's tree deletes it; gsi1 PINS#<space> (PINS#profile for profile posts) by
   * <priority>#<id>: a space's pinned posts, highest priority then newest first, in one Query.
   */
  feedPin: (feedId: number) => ({ pk: `FEED#${padId(feedId)}`, sk: 'PIN' }),
  pinsPartition: (spaceId: number | null) => (spaceId === null ? 'PINS#profile' : `PINS#${padId(spaceId)}`),
  /** A topic; all topics share one partition (tens per community), so the list is one Query. */
  topic: (topicId: number) => ({ pk: 'TOPICS', sk: `TOPIC#${padId(topicId)}` }),
  TOPICS_PARTITION: 'TOPICS',
  /**
   * A published post's link to one of its topics, in the post's partition (gone with it):
   * gsi1 TOPICFEED#<topic> by <created_at>#<post>, the topic filter and the topic's removal.
   */
  /**
   * gsi2 of a comment (sort key `COMMENT`): the comment found by its id alone (GET /comments/{id});
   * comments written before this attribute existed are not found this way.
   */
  commentIdPartition: (commentId: number) => `COMMENTID#${padId(commentId)}`,
  /**
   * rankpk of a comment (rank1: its id): a member's comments, newest first (the original's
   * GET /profile/{username}/comments); comments written before this attribute existed are not listed.
   */
  userCommentsPartition: (userId: number) => `USERCOMMENTS#${padId(userId)}`,
  feedTopic: (feedId: number, topicId: number) => ({ pk: `FEED#${padId(feedId)}`, sk: `TOPIC#${padId(topicId)}` }),
  topicFeedPartition: (topicId: number) => `TOPICFEED#${padId(topicId)}`,
  /** A member's counts of inbox and following links (features/feeds/feed-inbox-store.ts). */
  feedCounts: (userId: number) => ({ pk: `USER#${padId(userId)}`, sk: 'FEEDCOUNTS' }),
  /** gsi3 of the inbox and following links pointing at one post. */
  feedLinksPartition: (feedId: number) => `FEEDLINKS#${padId(feedId)}`,
  /** gsi1 of follow items: a member's followers by <created_at>#<follower>. */
  followersPartition: (userId: number) => `FOLLOWERS#${padId(userId)}`,
  /** A member's posting window (rate limit). */
  postRate: (userId: number) => ({ pk: `USER#${padId(userId)}`, sk: 'POSTRATE' }),

  /**
   * A media record (docs/media.md). While ready, gsi1 MEDIAOF#<uploader> by <created_at>#<id> (a
   * member's media); while pending, or released and waiting out its grace period, gsi3 MEDIAEXPIRY
   * by <expiry instant>#<id> (what the media janitor removes, one Query, never a Scan).
   */
  media: (mediaId: number) => ({ pk: `MEDIA#${padId(mediaId)}`, sk: 'MEDIA' }),
  mediaOfPartition: (userId: number) => `MEDIAOF#${padId(userId)}`,
  MEDIA_EXPIRY: 'MEDIAEXPIRY',
  /** A member's upload window (rate limit) and the bytes of their ready media (quota). */
  uploadRate: (userId: number) => ({ pk: `USER#${padId(userId)}`, sk: 'UPLOADRATE' }),
  mediaUsage: (userId: number) => ({ pk: `USER#${padId(userId)}`, sk: 'MEDIAUSAGE' }),
  /** The link previews a member asked for in one fixed window (rate limit); expires with the window. */
  linkPreviewRate: (userId: number, window: number) => ({ pk: `USER#${padId(userId)}`, sk: `PREVIEWRATE#W#${window}` }),
  markdownPreviewRate: (userId: number, window: number) => ({ pk: `USER#${padId(userId)}`, sk: `MDPREVIEWRATE#W#${window}` }),
  /** A cached link preview (GET /feeds/oembed), by the SHA-256 of its normalized URL; expires by TTL. */
  linkPreview: (urlHash: string) => ({ pk: `OEMBED#${urlHash}`, sk: 'OEMBED' }),

  /** A background job (space purge); its stream records drive it batch by batch. */
  job: (jobId: string) => ({ pk: `JOB#${jobId}`, sk: 'JOB' }),
  /**
   * Membership of a user in a space; gsi1 SPACEMEMBERS#<space>#<status>, <joined_at>#<user>;
   * gsi2 USERSPACES#<user>, <space> (a member's spaces, for content visibility).
   */
  spaceMember: (spaceId: number, userId: number) => ({ pk: `SPACE#${padId(spaceId)}`, sk: `MEMBER#${padId(userId)}` }),
  spaceMembersPartition: (spaceId: number, status: string) => `SPACEMEMBERS#${padId(spaceId)}#${status}`,
  userSpacesPartition: (userId: number) => `USERSPACES#${padId(userId)}`,

  /**
   * Login collection, by lower-cased username: the ACCOUNT item (role, status, password digest)
   * and one item per application password. One Query authenticates a request.
   */
  login: (username: string) => ({ pk: `LOGIN#${username.toLowerCase()}` }),
  loginAccount: (username: string) => ({ pk: `LOGIN#${username.toLowerCase()}`, sk: 'ACCOUNT' }),
  appPassword: (username: string, uuid: string) => ({ pk: `LOGIN#${username.toLowerCase()}`, sk: `APPPW#${uuid}` }),
  APP_PASSWORD_PREFIX: 'APPPW#',
  /** Failed password checks of one throttle scope (a hashed username + address, or address) in one window. */
  loginThrottle: (scopeHash: string, window: number) => ({ pk: `LOGINTHROTTLE#${scopeHash}`, sk: `W#${window}` }),
  /**
   * An account link's token (docs/identity.md "Account mail"): a password reset, an email change or
   * verification, by the id the link carries beside its secret; only the secret's digest is kept,
   * written when the mail is rendered. Expires by TTL.
   */
  accountToken: (tokenId: string) => ({ pk: `ACCTOKEN#${tokenId}`, sk: 'TOKEN' }),
  /** The cool-down of one kind of account mail to one member (one reset mail a minute, whatever the requests). */
  accountMailCooldown: (userId: number, kind: string) => ({ pk: `USER#${padId(userId)}`, sk: `MAILCOOLDOWN#${kind}` }),
  /** Account mail requests of one rate-limit scope (a hashed identifier, client address or account) in one window. */
  accountMailRate: (scopeHash: string, window: number) => ({ pk: `ACCOUNTRATE#${scopeHash}`, sk: `W#${window}` }),

  /** Service-wide configuration items (token signing key). */
  serviceConfig: (name: string) => ({ pk: 'CONFIG', sk: name }),

  /** A mail job (docs/email.md): the outbox item the stream carries to the mail queue, and beside it the job's send claim. */
  mailJob: (jobId: string) => ({ pk: `MAILJOB#${jobId}`, sk: 'JOB' }),
  mailClaim: (jobId: string) => ({ pk: `MAILJOB#${jobId}`, sk: 'CLAIM' }),
  /** A member's delivery log, newest last by sort key `MAILLOG#<ISO time>#<job id>`; a member's mail preferences. */
  mailLog: (userId: number, at: string, jobId: string) => ({ pk: `USER#${padId(userId)}`, sk: `MAILLOG#${at}#${jobId}` }),
  mailLogPrefix: 'MAILLOG#',
  mailPreferences: (userId: number) => ({ pk: `USER#${padId(userId)}`, sk: 'MAILPREFS' }),
  /** An address that must get no more non-transactional mail (a bounce, a complaint, an unsubscribe), by lowercased address. */
  mailAddress: (email: string) => ({ pk: `MAILADDR#${email.toLowerCase()}`, sk: 'STATUS' }),
  /** A sign-in link from a mail that was used (its nonce): used once. */
  mailSignIn: (nonce: string) => ({ pk: `MAILLOGIN#${nonce}`, sk: 'USED' }),

  /**
   * A member's notification about one subject and action (NOTIF#FEED#<post>#<action>[#<comment>],
   * NOTIF#SPACE#<space>#<action>, NOTIF#USER#<user>#<action>): deterministic, so repeated actions
   * rewrite one grouped notification. gsi1 NOTIFS#<user> and, while unread, gsi2 UNREAD#<user>,
   * both by <updated_at>#<id>; gsi3 NOTIFIDS#<user> by id; owner FEEDNOTIFS#<post> for the post's purge.
   */
  notification: (userId: number, subject: string) => ({ pk: `USER#${padId(userId)}`, sk: `NOTIF#${subject}` }),
  /** What a notification is about: `FEED#<post>#<action>[#<comment>]`, `SPACE#<space>#<action>`, `USER#<user>#<action>`. */
  notificationSubject: (kind: 'FEED' | 'SPACE' | 'USER', id: number, action: string, objectId?: number) =>
    `${kind}#${padId(id)}#${action}${objectId === undefined ? '' : `#${padId(objectId)}`}`,
  /** The sort-key prefix of a member's notifications about one post (begins_with). */
  feedNotificationsPrefix: (feedId: number) => `NOTIF#FEED#${padId(feedId)}#`,
  /** A member's notification counters (unread, total), changed in the same write as the notifications. */
  notificationCounts: (userId: number) => ({ pk: `USER#${padId(userId)}`, sk: 'NOTIFCOUNT' }),
  notificationsPartition: (userId: number) => `NOTIFS#${padId(userId)}`,
  unreadNotificationsPartition: (userId: number) => `UNREAD#${padId(userId)}`,
  notificationIdsPartition: (userId: number) => `NOTIFIDS#${padId(userId)}`,
  feedNotificationsPartition: (feedId: number) => `FEEDNOTIFS#${padId(feedId)}`,
  /**
   * Notification mail's coalescing window of a member, list and post (docs/notifications.md,
   * "Notification mail"): the open window, and what each window gathered (one item per window).
   */
  mailWindow: (userId: number, list: string, feedId: number) => ({ pk: `USER#${padId(userId)}`, sk: `MAILWIN#${list}#${padId(feedId)}` }),
  mailWindowItems: (userId: number, list: string, feedId: number, window: number) => ({ pk: `USER#${padId(userId)}`, sk: `MAILWINITEMS#${list}#${padId(feedId)}#${window}` }),

  /**
   * A content report (docs/moderation.md, Reports): REPORT#<id>. Newest first by <created_at>#<id>
   * under gsi1 REPORTS#<status> (the community's), gsi2 REPORTSPACE#<space>#<status> (a space's
   * content) and gsi3 REPORTSOF#<type>#<content> (one post's or comment's, every status); owner
   * SPACE#<space> (gone with its space).
   */
  report: (reportId: number) => ({ pk: `REPORT#${padId(reportId)}`, sk: 'REPORT' }),
  reportsPartition: (status: string) => `REPORTS#${status}`,
  spaceReportsPartition: (spaceId: number, status: string) => `REPORTSPACE#${padId(spaceId)}#${status}`,
  reportsOfPartition: (contentType: string, contentId: number) => `REPORTSOF#${contentType}#${padId(contentId)}`,
  /** One report per member and item: a marker in the post's partition (gone with the post), put with the report. */
  reportMarker: (postId: number, contentType: string, contentId: number, userId: number) => ({
    pk: `FEED#${padId(postId)}`,
    sk: `REPORTBY#${contentType}#${padId(contentId)}#${padId(userId)}`,
  }),
  /** A member's reports in one fixed window (rate limit); expires with the window. */
  reportRate: (userId: number, window: number) => ({ pk: `USER#${padId(userId)}`, sk: `REPORTRATE#W#${window}` }),

  /** Outbox: one item per event, written in the same transaction as the change it reports. */
  event: (eventId: string) => ({ pk: `EVENT#${eventId}`, sk: 'EVENT' }),

  /**
   * An activity of the history (docs/activities.md), keyed by the outbox event it was recorded
   * from, so recording one event twice writes one item. Each is listed newest first, by
   * <created_at>#<event id>, under gsi1 ACTIVITIES (every activity), gsi2 ACTIVITIES#USER#<user>
   * and, when in a space, gsi3 ACTIVITIES#SPACE#<space>; owner FEEDACTIVITIES#<post> finds a
   * post's activities when it is deleted.
   */
  activity: (eventId: string) => ({ pk: `ACTIVITY#${eventId}`, sk: 'ACTIVITY' }),
  ALL_ACTIVITIES: 'ACTIVITIES',
  userActivitiesPartition: (userId: number) => `ACTIVITIES#USER#${padId(userId)}`,
  spaceActivitiesPartition: (spaceId: number) => `ACTIVITIES#SPACE#${padId(spaceId)}`,
  feedActivitiesPartition: (feedId: number) => `FEEDACTIVITIES#${padId(feedId)}`,
  /**
   * How many activities a list holds (attribute `count`, changed only by ADD in the activity's
   * write): COUNTER/activities#all, USER#<id>/ACTIVITYCOUNT, SPACE#<id>/ACTIVITYCOUNT (deleted with
   * the space's partition).
   */
  allActivitiesCount: () => ({ pk: 'COUNTER', sk: 'activities#all' }),
  userActivitiesCount: (userId: number) => ({ pk: `USER#${padId(userId)}`, sk: 'ACTIVITYCOUNT' }),
  spaceActivitiesCount: (spaceId: number) => ({ pk: `SPACE#${padId(spaceId)}`, sk: 'ACTIVITYCOUNT' }),

  /** A webhook; all webhooks share one partition (a handful per community), so routing an event reads one Query. */
  webhook: (webhookId: number) => ({ pk: 'WEBHOOKS', sk: `WEBHOOK#${padId(webhookId)}` }),
  WEBHOOKS_PARTITION: 'WEBHOOKS',
  /** One event's delivery to one webhook (its attempts and outcome); newest first by the time-ordered event id. */
  webhookDelivery: (webhookId: number, eventId: string) => ({ pk: `WEBHOOK#${padId(webhookId)}`, sk: `DELIVERY#${eventId}` }),
  webhookDeliveriesPartition: (webhookId: number) => `WEBHOOK#${padId(webhookId)}`,
  WEBHOOK_DELIVERY_PREFIX: 'DELIVERY#',
  /**
   * A migration run (docs/migration.md, "Keys of the migration's own items"): MIGRATION#<id>/RUN,
   * listed newest first under gsi1 MIGRATIONS by <created_at>#<id>; its chunks' records
   * MIGRATION#<id>/CHUNK#<kind>#<index>; the one-run-at-a-time lock MIGRATION/CURRENT.
   */
  migrationRun: (migrationId: string) => ({ pk: `MIGRATION#${migrationId}`, sk: 'RUN' }),
  migrationChunk: (migrationId: string, kind: string, index: number) => ({ pk: `MIGRATION#${migrationId}`, sk: `CHUNK#${kind}#${String(index).padStart(6, '0')}` }),
  migrationChunkPrefix: (kind?: string) => (kind ? `CHUNK#${kind}#` : 'CHUNK#'),
  migrationLock: () => ({ pk: 'MIGRATION', sk: 'CURRENT' }),
  MIGRATIONS_PARTITION: 'MIGRATIONS',
  /** A legacy id's new id (sk MAP) or the reason it was not migrated (sk SKIP); kinds user, group, membership, activity, comment. */
  migrationMap: (kind: string, legacyId: number) => ({ pk: `MIGMAP#${kind}#${legacyId}`, sk: 'MAP' }),
  migrationSkip: (kind: string, legacyId: number) => ({ pk: `MIGMAP#${kind}#${legacyId}`, sk: 'SKIP' }),
  /**
   * A digest period's run (docs/digests.md): DIGESTRUN#<period>/RUN holds its cursor over
   * the members, its lease and its outcome; a member's last digest (the period and window it
   * covered): USER#<id>/DIGEST.
   */
  digestRun: (period: string) => ({ pk: `DIGESTRUN#${period}`, sk: 'RUN' }),
  lastDigest: (userId: number) => ({ pk: `USER#${padId(userId)}`, sk: 'DIGEST' }),

  /**
   * Live updates (docs/live-updates.md, features/live/live-store.ts): a WebSocket connection
   * LIVE#CONN#<id>/META, under gsi1 LIVEUSER#<user> by <connected_at>#<id> (a member's connections,
   * presence); its rate windows LIVE#CONN#<id>/RATE#W#<window>; a subscription
   * LIVE#SUB#<channel key>/CONN#<id> (a channel's subscribers); a channel's recent messages
   * LIVE#LOG#<channel key>/<event id>. All expire (TTL).
   */
  liveConnection: (connectionId: string) => ({ pk: `LIVE#CONN#${connectionId}`, sk: 'META' }),
  liveConnectionRate: (connectionId: string, window: number) => ({ pk: `LIVE#CONN#${connectionId}`, sk: `RATE#W#${window}` }),
  liveUserPartition: (userId: number) => `LIVEUSER#${padId(userId)}`,
  liveSubscription: (channelKey: string, connectionId: string) => ({ pk: `LIVE#SUB#${channelKey}`, sk: `CONN#${connectionId}` }),
  liveSubscribersPartition: (channelKey: string) => `LIVE#SUB#${channelKey}`,
  /** Beside a channel's subscriptions: its last subscriber left lately (sorted after every CONN#). */
  liveLately: (channelKey: string) => ({ pk: `LIVE#SUB#${channelKey}`, sk: 'LATELY' }),
  liveLog: (channelKey: string, eventId: string) => ({ pk: `LIVE#LOG#${channelKey}`, sk: eventId }),
  liveLogPartition: (channelKey: string) => `LIVE#LOG#${channelKey}`,

  /**
   * Chat (docs/chat.md): a thread CHAT#<thread>/META; its members CHAT#<thread>/MEMBER#<user>, each
   * also the member's entry in their thread list (gsi1 USERCHATS#<user> by <last activity>#<thread>,
   * unread count and last message on the item); its messages CHAT#<thread>/MSG#<id> (a page either
   * way is one Query); a message id's thread CHATMSG#<id>/REF. A direct thread's pair is claimed by
   * the unique marker `chatpair` <low>#<high> (claimUnique). A space's thread (one per space,
   * claimed by the marker `chatspace` <space>) has no MEMBER# items: the space's membership is its
   * membership, and a member who joined it has CHAT#<thread>/JOINED#<user> (their list entry and
   * read mark), outside the range a thread's read of its members covers.
   */
  chatThread: (threadId: number) => ({ pk: `CHAT#${padId(threadId)}`, sk: 'META' }),
  chatMember: (threadId: number, userId: number) => ({ pk: `CHAT#${padId(threadId)}`, sk: `MEMBER#${padId(userId)}` }),
  chatReader: (threadId: number, userId: number) => ({ pk: `CHAT#${padId(threadId)}`, sk: `JOINED#${padId(userId)}` }),
  chatMessage: (threadId: number, messageId: number) => ({ pk: `CHAT#${padId(threadId)}`, sk: `MSG#${padId(messageId)}` }),
  chatMessageRef: (messageId: number) => ({ pk: `CHATMSG#${padId(messageId)}`, sk: 'REF' }),
  chatPartition: (threadId: number) => `CHAT#${padId(threadId)}`,
  userChatsPartition: (userId: number) => `USERCHATS#${padId(userId)}`,
  /** A member's reaction to a chat message (one per member and message). */
  chatReaction: (messageId: number, userId: number) => ({ pk: `CHATMSG#${padId(messageId)}`, sk: `REACT#${padId(userId)}` }),

  /**
   * The first answer to a write sent with an Idempotency-Key (docs/idempotency.md): one partition
   * per key, so records spread; `hashed` is Powertools' `IDEMPOTENCY#<sha256 of caller and key>`.
   */
  idempotencyRecord: (hashed: string) => ({ pk: hashed, sk: 'IDEMPOTENCY' }),
} as const;
