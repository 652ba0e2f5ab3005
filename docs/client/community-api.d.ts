/**
 * The Community API's paths, operations and schemas as TypeScript types, generated from
 * docs/openapi.json by openapi-typescript: do not edit; `npm run openapi` rewrites this file.
 * docs/typed-client.md shows how to call the API with them.
 */

export interface paths {
    "/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** GET /settings */
        get: operations["getSettings"];
        /** PUT /settings */
        put: operations["putSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/settings/public": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** GET /settings/public */
        get: operations["getSettingsPublic"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/settings/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** POST /settings/reset */
        post: operations["postSettingsReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/settings/features": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** GET /settings/features */
        get: operations["getSettingsFeatures"];
        put?: never;
        /** POST /settings/features */
        post: operations["postSettingsFeatures"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/settings/{key}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** GET /settings/{key} */
        get: operations["getSettingsKey"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/general": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** GET /admin/general */
        get: operations["getAdminGeneral"];
        put?: never;
        /** POST /admin/general */
        post: operations["postAdminGeneral"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/storage-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** GET /admin/storage-settings */
        get: operations["getAdminStorageSettings"];
        put?: never;
        /** POST /admin/storage-settings */
        post: operations["postAdminStorageSettings"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/settings/privacy-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** GET /settings/privacy-settings */
        get: operations["getSettingsPrivacySettings"];
        put?: never;
        /** POST /settings/privacy-settings */
        post: operations["postSettingsPrivacySettings"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/settings/followers/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** GET /settings/followers/config */
        get: operations["getSettingsFollowersConfig"];
        put?: never;
        /** POST /settings/followers/config */
        post: operations["postSettingsFollowersConfig"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/email-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** GET /admin/email-settings */
        get: operations["getAdminEmailSettings"];
        put?: never;
        /** POST /admin/email-settings */
        post: operations["postAdminEmailSettings"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/welcome-banner": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** GET /admin/welcome-banner */
        get: operations["getAdminWelcomeBanner"];
        put?: never;
        /** POST /admin/welcome-banner */
        post: operations["postAdminWelcomeBanner"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/on-boardings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** GET /admin/on-boardings */
        get: operations["getAdminOnBoardings"];
        put?: never;
        /** POST /admin/on-boardings */
        post: operations["postAdminOnBoardings"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/profile-link-providers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** GET /admin/profile-link-providers */
        get: operations["getAdminProfileLinkProviders"];
        put?: never;
        /** POST /admin/profile-link-providers */
        post: operations["postAdminProfileLinkProviders"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/settings/crm-tagging-config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** GET /settings/crm-tagging-config */
        get: operations["getSettingsCrmTaggingConfig"];
        put?: never;
        /** POST /settings/crm-tagging-config */
        post: operations["postSettingsCrmTaggingConfig"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/settings/snippets-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** GET /settings/snippets-settings */
        get: operations["getSettingsSnippetsSettings"];
        put?: never;
        /** POST /settings/snippets-settings */
        post: operations["postSettingsSnippetsSettings"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/messaging-setting": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** GET /admin/messaging-setting */
        get: operations["getAdminMessagingSetting"];
        put?: never;
        /** POST /admin/messaging-setting */
        post: operations["postAdminMessagingSetting"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/on-boardings/change-slug": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** POST /admin/on-boardings/change-slug */
        post: operations["postAdminOnBoardingsChangeSlug"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/auth-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** GET /admin/auth-settings */
        get: operations["getAdminAuthSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/license": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** GET /admin/license */
        get: operations["getAdminLicense"];
        put?: never;
        /** POST /admin/license */
        post: operations["postAdminLicense"];
        /** DELETE /admin/license */
        delete: operations["deleteAdminLicense"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/settings/customization-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** GET /settings/customization-settings */
        get: operations["getSettingsCustomizationSettings"];
        put?: never;
        /** POST /settings/customization-settings */
        post: operations["postSettingsCustomizationSettings"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/settings/color-config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** GET /settings/color-config */
        get: operations["getSettingsColorConfig"];
        put?: never;
        /** POST /settings/color-config */
        post: operations["postSettingsColorConfig"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/settings/menu-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** GET /settings/menu-settings */
        get: operations["getSettingsMenuSettings"];
        put?: never;
        /** POST /settings/menu-settings */
        post: operations["postSettingsMenuSettings"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/links": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** POST /admin/links */
        post: operations["postAdminLinks"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/links/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** DELETE /admin/links/{id} */
        delete: operations["deleteAdminLinksId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/settings/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** GET /admin/settings/audit */
        get: operations["getAdminSettingsAudit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** POST /auth/token */
        post: operations["postAuthToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** POST /auth/register */
        post: operations["postAuthRegister"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/app-passwords": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** GET /auth/app-passwords */
        get: operations["getAuthAppPasswords"];
        put?: never;
        /** POST /auth/app-passwords */
        post: operations["postAuthAppPasswords"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/app-passwords/{uuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** DELETE /auth/app-passwords/{uuid} */
        delete: operations["deleteAuthAppPasswordsUuid"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** GET /members */
        get: operations["getMembers"];
        put?: never;
        /** POST /members */
        post: operations["postMembers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/members/{user_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** PUT /members/{user_id} */
        put: operations["putMembersUserId"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/members/active": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** GET /members/active */
        get: operations["getMembersActive"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/members/new": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** GET /members/new */
        get: operations["getMembersNew"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/members/top-contributors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** GET /members/top-contributors */
        get: operations["getMembersTopContributors"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** GET /profile */
        get: operations["getProfile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/profile/{username}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** GET /profile/{username} */
        get: operations["getProfileUsername"];
        /** PUT /profile/{username} */
        put: operations["putProfileUsername"];
        /** POST /profile/{username} */
        post: operations["postProfileUsername"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/profile/{username}/follow": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** POST /profile/{username}/follow */
        post: operations["postProfileUsernameFollow"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/profile/{username}/unfollow": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** POST /profile/{username}/unfollow */
        post: operations["postProfileUsernameUnfollow"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/profile/{username}/followers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** GET /profile/{username}/followers */
        get: operations["getProfileUsernameFollowers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/profile/{username}/followings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** GET /profile/{username}/followings */
        get: operations["getProfileUsernameFollowings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/spaces": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** GET /spaces */
        get: operations["getSpaces"];
        put?: never;
        /** POST /spaces */
        post: operations["postSpaces"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/spaces/discover": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** GET /spaces/discover */
        get: operations["getSpacesDiscover"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/spaces/users/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** GET /spaces/users/search */
        get: operations["getSpacesUsersSearch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/spaces/{space}/by-slug": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** GET /spaces/{space}/by-slug */
        get: operations["getSpacesSpaceBySlug"];
        /** PUT /spaces/{space}/by-slug */
        put: operations["putSpacesSpaceBySlug"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/spaces/{space}/by-id": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** GET /spaces/{space}/by-id */
        get: operations["getSpacesSpaceById"];
        /** PUT /spaces/{space}/by-id */
        put: operations["putSpacesSpaceById"];
        post?: never;
        /** DELETE /spaces/{space}/by-id */
        delete: operations["deleteSpacesSpaceById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/spaces/{space}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** DELETE /spaces/{space} */
        delete: operations["deleteSpacesSpace"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/spaces/{space}/join": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** POST /spaces/{space}/join */
        post: operations["postSpacesSpaceJoin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/spaces/{space}/leave": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** POST /spaces/{space}/leave */
        post: operations["postSpacesSpaceLeave"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/spaces/{space}/lockscreens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** PUT /spaces/{space}/lockscreens */
        put: operations["putSpacesSpaceLockscreens"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/spaces/{space}/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** GET /spaces/{space}/members */
        get: operations["getSpacesSpaceMembers"];
        put?: never;
        /** POST /spaces/{space}/members */
        post: operations["postSpacesSpaceMembers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/spaces/{space}/members/{user_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** PUT /spaces/{space}/members/{user_id} */
        put: operations["putSpacesSpaceMembersUserId"];
        post?: never;
        /** DELETE /spaces/{space}/members/{user_id} */
        delete: operations["deleteSpacesSpaceMembersUserId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/spaces/{space}/members/remove": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** POST /spaces/{space}/members/remove */
        post: operations["postSpacesSpaceMembersRemove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/spaces/{space}/members/{user_id}/ban": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** POST /spaces/{space}/members/{user_id}/ban */
        post: operations["postSpacesSpaceMembersUserIdBan"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/spaces/{space}/members/{user_id}/unban": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** POST /spaces/{space}/members/{user_id}/unban */
        post: operations["postSpacesSpaceMembersUserIdUnban"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/spaces/space_groups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** GET /spaces/space_groups */
        get: operations["getSpacesSpaceGroups"];
        put?: never;
        /** POST /spaces/space_groups */
        post: operations["postSpacesSpaceGroups"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/spaces/space_groups/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** PUT /spaces/space_groups/{id} */
        put: operations["putSpacesSpaceGroupsId"];
        post?: never;
        /** DELETE /spaces/space_groups/{id} */
        delete: operations["deleteSpacesSpaceGroupsId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/spaces/space_groups/re-index": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** PATCH /spaces/space_groups/re-index */
        patch: operations["patchSpacesSpaceGroupsReIndex"];
        trace?: never;
    };
    "/spaces/space_groups/re-index-spaces": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** PATCH /spaces/space_groups/re-index-spaces */
        patch: operations["patchSpacesSpaceGroupsReIndexSpaces"];
        trace?: never;
    };
    "/spaces/space_groups/move-space": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** PATCH /spaces/space_groups/move-space */
        patch: operations["patchSpacesSpaceGroupsMoveSpace"];
        trace?: never;
    };
    "/feeds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** GET /feeds */
        get: operations["getFeeds"];
        put?: never;
        /** POST /feeds */
        post: operations["postFeeds"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/feeds/{feed}/by-slug": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** GET /feeds/{feed}/by-slug */
        get: operations["getFeedsFeedBySlug"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/feeds/{feed}/by-id": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** GET /feeds/{feed}/by-id */
        get: operations["getFeedsFeedById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/feeds/{feed}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** PUT /feeds/{feed} */
        put: operations["putFeedsFeed"];
        /** POST /feeds/{feed} */
        post: operations["postFeedsFeed"];
        /** DELETE /feeds/{feed} */
        delete: operations["deleteFeedsFeed"];
        options?: never;
        head?: never;
        /** PATCH /feeds/{feed} */
        patch: operations["patchFeedsFeed"];
        trace?: never;
    };
    "/feeds/{feed}/comments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** GET /feeds/{feed}/comments */
        get: operations["getFeedsFeedComments"];
        put?: never;
        /** POST /feeds/{feed}/comments */
        post: operations["postFeedsFeedComments"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/feeds/{feed}/comments/{comment}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** PUT /feeds/{feed}/comments/{comment} */
        put: operations["putFeedsFeedCommentsComment"];
        /** POST /feeds/{feed}/comments/{comment} */
        post: operations["postFeedsFeedCommentsComment"];
        /** DELETE /feeds/{feed}/comments/{comment} */
        delete: operations["deleteFeedsFeedCommentsComment"];
        options?: never;
        head?: never;
        /** PATCH /feeds/{feed}/comments/{comment} */
        patch: operations["patchFeedsFeedCommentsComment"];
        trace?: never;
    };
    "/feeds/{feed}/react": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** POST /feeds/{feed}/react */
        post: operations["postFeedsFeedReact"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/feeds/{feed}/reactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** GET /feeds/{feed}/reactions */
        get: operations["getFeedsFeedReactions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/feeds/{feed}/comments/{comment}/reactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** GET /feeds/{feed}/comments/{comment}/reactions */
        get: operations["getFeedsFeedCommentsCommentReactions"];
        put?: never;
        /** POST /feeds/{feed}/comments/{comment}/reactions */
        post: operations["postFeedsFeedCommentsCommentReactions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/feeds/bookmarks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** GET /feeds/bookmarks */
        get: operations["getFeedsBookmarks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/comments/{comment}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** GET /comments/{comment} */
        get: operations["getCommentsComment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/comments/{comment}/reactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** GET /comments/{comment}/reactions */
        get: operations["getCommentsCommentReactions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/scheduled-posts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** GET /scheduled-posts */
        get: operations["getScheduledPosts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/scheduled-posts/{feed}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** PUT /scheduled-posts/{feed} */
        put: operations["putScheduledPostsFeed"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/scheduled-posts/publish/{feed}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** POST /scheduled-posts/publish/{feed} */
        post: operations["postScheduledPostsPublishFeed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/topics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** GET /admin/topics */
        get: operations["getAdminTopics"];
        put?: never;
        /** POST /admin/topics */
        post: operations["postAdminTopics"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/topics/{topic_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** PUT /admin/topics/{topic_id} */
        put: operations["putAdminTopicsTopicId"];
        post?: never;
        /** DELETE /admin/topics/{topic_id} */
        delete: operations["deleteAdminTopicsTopicId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/topics/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** GET /admin/topics/config */
        get: operations["getAdminTopicsConfig"];
        put?: never;
        /** POST /admin/topics/config */
        post: operations["postAdminTopicsConfig"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** GET /notifications */
        get: operations["getNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notifications/unread": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** GET /notifications/unread */
        get: operations["getNotificationsUnread"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notifications/mark-read/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** POST /notifications/mark-read/{id} */
        post: operations["postNotificationsMarkReadId"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notifications/mark-read/{feed_id}/by-feed-id": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** POST /notifications/mark-read/{feed_id}/by-feed-id */
        post: operations["postNotificationsMarkReadFeedIdByFeedId"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notifications/mark-all-read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** POST /notifications/mark-all-read */
        post: operations["postNotificationsMarkAllRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** GET /admin/webhooks */
        get: operations["getAdminWebhooks"];
        put?: never;
        /** POST /admin/webhooks */
        post: operations["postAdminWebhooks"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/webhooks/{webhook_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** GET /admin/webhooks/{webhook_id} */
        get: operations["getAdminWebhooksWebhookId"];
        /** PUT /admin/webhooks/{webhook_id} */
        put: operations["putAdminWebhooksWebhookId"];
        post?: never;
        /** DELETE /admin/webhooks/{webhook_id} */
        delete: operations["deleteAdminWebhooksWebhookId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/webhooks/{webhook_id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** POST /admin/webhooks/{webhook_id}/test */
        post: operations["postAdminWebhooksWebhookIdTest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/webhooks/{webhook_id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** GET /admin/webhooks/{webhook_id}/deliveries */
        get: operations["getAdminWebhooksWebhookIdDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/webhooks/{webhook_id}/deliveries/{delivery_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** GET /admin/webhooks/{webhook_id}/deliveries/{delivery_id} */
        get: operations["getAdminWebhooksWebhookIdDeliveriesDeliveryId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/webhooks/{webhook_id}/deliveries/{delivery_id}/redeliver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** POST /admin/webhooks/{webhook_id}/deliveries/{delivery_id}/redeliver */
        post: operations["postAdminWebhooksWebhookIdDeliveriesDeliveryIdRedeliver"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/activities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** GET /activities */
        get: operations["getActivities"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/feeds/oembed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** GET /feeds/oembed */
        get: operations["getFeedsOembed"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/media/uploads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** POST /media/uploads */
        post: operations["postMediaUploads"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/media/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** GET /media/{id} */
        get: operations["getMediaId"];
        put?: never;
        post?: never;
        /** DELETE /media/{id} */
        delete: operations["deleteMediaId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/feeds/media-upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** POST /feeds/media-upload */
        post: operations["postFeedsMediaUpload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/profile/{username}/media": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** GET /profile/{username}/media */
        get: operations["getProfileUsernameMedia"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/courses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** GET /courses */
        get: operations["getCourses"];
        put?: never;
        /** POST /courses */
        post: operations["postCourses"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/courses/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** GET /courses/{id} */
        get: operations["getCoursesId"];
        /** PUT /courses/{id} */
        put: operations["putCoursesId"];
        post?: never;
        /** DELETE /courses/{id} */
        delete: operations["deleteCoursesId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/courses/{slug}/by-slug": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** GET /courses/{slug}/by-slug */
        get: operations["getCoursesSlugBySlug"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/courses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** POST /admin/courses */
        post: operations["postAdminCourses"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/courses/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** GET /admin/courses/{id} */
        get: operations["getAdminCoursesId"];
        /** PUT /admin/courses/{id} */
        put: operations["putAdminCoursesId"];
        post?: never;
        /** DELETE /admin/courses/{id} */
        delete: operations["deleteAdminCoursesId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/courses/{id}/sections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** GET /admin/courses/{id}/sections */
        get: operations["getAdminCoursesIdSections"];
        put?: never;
        /** POST /admin/courses/{id}/sections */
        post: operations["postAdminCoursesIdSections"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/courses/{id}/sections/indexes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** PATCH /admin/courses/{id}/sections/indexes */
        patch: operations["patchAdminCoursesIdSectionsIndexes"];
        trace?: never;
    };
    "/admin/courses/{id}/sections/{section_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** GET /admin/courses/{id}/sections/{section_id} */
        get: operations["getAdminCoursesIdSectionsSectionId"];
        /** PUT /admin/courses/{id}/sections/{section_id} */
        put: operations["putAdminCoursesIdSectionsSectionId"];
        post?: never;
        /** DELETE /admin/courses/{id}/sections/{section_id} */
        delete: operations["deleteAdminCoursesIdSectionsSectionId"];
        options?: never;
        head?: never;
        /** PATCH /admin/courses/{id}/sections/{section_id} */
        patch: operations["patchAdminCoursesIdSectionsSectionId"];
        trace?: never;
    };
    "/admin/courses/{id}/sections/{section_id}/indexes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** PATCH /admin/courses/{id}/sections/{section_id}/indexes */
        patch: operations["patchAdminCoursesIdSectionsSectionIdIndexes"];
        trace?: never;
    };
    "/admin/courses/{id}/lessons": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** GET /admin/courses/{id}/lessons */
        get: operations["getAdminCoursesIdLessons"];
        put?: never;
        /** POST /admin/courses/{id}/lessons */
        post: operations["postAdminCoursesIdLessons"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/courses/{id}/lessons/{lesson_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** GET /admin/courses/{id}/lessons/{lesson_id} */
        get: operations["getAdminCoursesIdLessonsLessonId"];
        /** PUT /admin/courses/{id}/lessons/{lesson_id} */
        put: operations["putAdminCoursesIdLessonsLessonId"];
        post?: never;
        /** DELETE /admin/courses/{id}/lessons/{lesson_id} */
        delete: operations["deleteAdminCoursesIdLessonsLessonId"];
        options?: never;
        head?: never;
        /** PATCH /admin/courses/{id}/lessons/{lesson_id} */
        patch: operations["patchAdminCoursesIdLessonsLessonId"];
        trace?: never;
    };
    "/courses/{id}/enroll": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** POST /courses/{id}/enroll */
        post: operations["postCoursesIdEnroll"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/courses/{id}/unenroll": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** POST /courses/{id}/unenroll */
        post: operations["postCoursesIdUnenroll"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/courses/my-courses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** GET /courses/my-courses */
        get: operations["getCoursesMyCourses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/courses/{id}/progress": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** GET /courses/{id}/progress */
        get: operations["getCoursesIdProgress"];
        put?: never;
        post?: never;
        /** DELETE /courses/{id}/progress */
        delete: operations["deleteCoursesIdProgress"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/courses/{id}/lessons/{lesson_id}/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** POST /courses/{id}/lessons/{lesson_id}/complete */
        post: operations["postCoursesIdLessonsLessonIdComplete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/courses/{id}/lessons/{lesson_id}/incomplete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** POST /courses/{id}/lessons/{lesson_id}/incomplete */
        post: operations["postCoursesIdLessonsLessonIdIncomplete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/courses/{id}/lessons/{lesson_id}/completion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** PUT /courses/{id}/lessons/{lesson_id}/completion */
        put: operations["putCoursesIdLessonsLessonIdCompletion"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/courses/{id}/students": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** GET /courses/{id}/students */
        get: operations["getCoursesIdStudents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/courses/{id}/certificate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** GET /courses/{id}/certificate */
        get: operations["getCoursesIdCertificate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/courses/{id}/students": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** GET /admin/courses/{id}/students */
        get: operations["getAdminCoursesIdStudents"];
        put?: never;
        /** POST /admin/courses/{id}/students */
        post: operations["postAdminCoursesIdStudents"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/courses/{id}/students/{student_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** DELETE /admin/courses/{id}/students/{student_id} */
        delete: operations["deleteAdminCoursesIdStudentsStudentId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/courses/{id}/students/{student_id}/progress": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** DELETE /admin/courses/{id}/students/{student_id}/progress */
        delete: operations["deleteAdminCoursesIdStudentsStudentIdProgress"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/courses/{id}/lockscreens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** PUT /admin/courses/{id}/lockscreens */
        put: operations["putAdminCoursesIdLockscreens"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/courses/{id}/lessons/{lesson_id}/quiz/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** POST /courses/{id}/lessons/{lesson_id}/quiz/start */
        post: operations["postCoursesIdLessonsLessonIdQuizStart"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/courses/{id}/lessons/{lesson_id}/quiz/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** POST /courses/{id}/lessons/{lesson_id}/quiz/submit */
        post: operations["postCoursesIdLessonsLessonIdQuizSubmit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/courses/{id}/lessons/{lesson_id}/quiz/result": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** GET /courses/{id}/lessons/{lesson_id}/quiz/result */
        get: operations["getCoursesIdLessonsLessonIdQuizResult"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/courses/{id}/quiz-results": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** GET /admin/courses/{id}/quiz-results */
        get: operations["getAdminCoursesIdQuizResults"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/courses/{id}/quiz-results/{quiz_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** POST /admin/courses/{id}/quiz-results/{quiz_id} */
        post: operations["postAdminCoursesIdQuizResultsQuizId"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/migrations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** GET /migrations */
        get: operations["getMigrations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/migrations/{source}/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** GET /migrations/{source}/config */
        get: operations["getMigrationsSourceConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/migrations/{source}/uploads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** POST /migrations/{source}/uploads */
        post: operations["postMigrationsSourceUploads"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/migrations/{source}/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** POST /migrations/{source}/start */
        post: operations["postMigrationsSourceStart"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/migrations/{source}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** GET /migrations/{source}/status */
        get: operations["getMigrationsSourceStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** GET /openapi.json */
        get: operations["getOpenapiJson"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reference": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** GET /reference */
        get: operations["getReference"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reference/redoc.standalone.js": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** GET /reference/redoc.standalone.js */
        get: operations["getReferenceRedocStandaloneJs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description The error envelope: a machine-readable code, a message, and data with the HTTP status and details. */
        Error: {
            code: string;
            message: string;
            data: {
                status: number;
            } & {
                [key: string]: unknown;
            };
        };
        /** @description The short error form some routes answer with: code and message (and keys of their own). */
        ShortError: {
            code: string;
            message: string;
        } & {
            [key: string]: unknown;
        };
        /** @description Feature switches, one boolean per feature. */
        Features: {
            spaces: boolean;
            courses: boolean;
            reactions: boolean;
            bookmarks: boolean;
            followers: boolean;
            topics: boolean;
            analytics: boolean;
            moderation: boolean;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getSettings: {
        parameters: {
            query?: {
                group?: "general" | "registration" | "content" | "notifications" | "email" | "appearance" | "integrations";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Bad Request: rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_forbidden";
                    };
                };
            };
        };
    };
    putSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    [key: string]: unknown;
                };
                "application/x-www-form-urlencoded": {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Bad Request: rest_invalid_json, rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_json" | "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_forbidden";
                    };
                };
            };
            /** @description Payload Too Large: rest_payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_payload_too_large";
                    };
                };
            };
            /** @description Unsupported Media Type: rest_unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_unsupported_media_type";
                    };
                };
            };
        };
    };
    getSettingsPublic: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Unauthorized: invalid_credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials";
                    };
                };
            };
        };
    };
    postSettingsReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    keys?: string[];
                };
                "application/x-www-form-urlencoded": {
                    keys?: string[];
                };
            };
        };
        responses: {
            /** @description Bad Request: rest_invalid_json, rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_json" | "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_forbidden";
                    };
                };
            };
            /** @description Payload Too Large: rest_payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_payload_too_large";
                    };
                };
            };
            /** @description Unsupported Media Type: rest_unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_unsupported_media_type";
                    };
                };
            };
        };
    };
    getSettingsFeatures: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        features: components["schemas"]["Features"];
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_forbidden";
                    };
                };
            };
        };
    };
    postSettingsFeatures: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    features: {
                        [key: string]: unknown;
                    };
                };
                "application/x-www-form-urlencoded": {
                    features: {
                        [key: string]: unknown;
                    };
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        features: components["schemas"]["Features"];
                    };
                };
            };
            /** @description Bad Request: invalid_setting_key, invalid_value, rest_invalid_json, rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_setting_key" | "invalid_value" | "rest_invalid_json" | "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_forbidden";
                    };
                };
            };
            /** @description Payload Too Large: rest_payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_payload_too_large";
                    };
                };
            };
            /** @description Unsupported Media Type: rest_unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_unsupported_media_type";
                    };
                };
            };
        };
    };
    getSettingsKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                key: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Bad Request: rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials";
                    };
                };
            };
        };
    };
    getAdminGeneral: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_forbidden";
                    };
                };
            };
        };
    };
    postAdminGeneral: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    [key: string]: unknown;
                };
                "application/x-www-form-urlencoded": {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Bad Request: rest_invalid_json, rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_json" | "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_forbidden";
                    };
                };
            };
            /** @description Payload Too Large: rest_payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_payload_too_large";
                    };
                };
            };
            /** @description Unsupported Media Type: rest_unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_unsupported_media_type";
                    };
                };
            };
        };
    };
    getAdminStorageSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_forbidden";
                    };
                };
            };
        };
    };
    postAdminStorageSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    [key: string]: unknown;
                };
                "application/x-www-form-urlencoded": {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Bad Request: rest_invalid_json, rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_json" | "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_forbidden";
                    };
                };
            };
            /** @description Payload Too Large: rest_payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_payload_too_large";
                    };
                };
            };
            /** @description Unsupported Media Type: rest_unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_unsupported_media_type";
                    };
                };
            };
        };
    };
    getSettingsPrivacySettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_forbidden";
                    };
                };
            };
        };
    };
    postSettingsPrivacySettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    [key: string]: unknown;
                };
                "application/x-www-form-urlencoded": {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Bad Request: rest_invalid_json, rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_json" | "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_forbidden";
                    };
                };
            };
            /** @description Payload Too Large: rest_payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_payload_too_large";
                    };
                };
            };
            /** @description Unsupported Media Type: rest_unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_unsupported_media_type";
                    };
                };
            };
        };
    };
    getSettingsFollowersConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: license_required, rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "license_required" | "rest_forbidden";
                    };
                };
            };
        };
    };
    postSettingsFollowersConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    [key: string]: unknown;
                };
                "application/x-www-form-urlencoded": {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Bad Request: rest_invalid_json, rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_json" | "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: license_required, rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "license_required" | "rest_forbidden";
                    };
                };
            };
            /** @description Payload Too Large: rest_payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_payload_too_large";
                    };
                };
            };
            /** @description Unsupported Media Type: rest_unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_unsupported_media_type";
                    };
                };
            };
        };
    };
    getAdminEmailSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_forbidden";
                    };
                };
            };
        };
    };
    postAdminEmailSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    [key: string]: unknown;
                };
                "application/x-www-form-urlencoded": {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Bad Request: rest_invalid_json, rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_json" | "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_forbidden";
                    };
                };
            };
            /** @description Payload Too Large: rest_payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_payload_too_large";
                    };
                };
            };
            /** @description Unsupported Media Type: rest_unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_unsupported_media_type";
                    };
                };
            };
        };
    };
    getAdminWelcomeBanner: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_forbidden";
                    };
                };
            };
        };
    };
    postAdminWelcomeBanner: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    [key: string]: unknown;
                };
                "application/x-www-form-urlencoded": {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Bad Request: rest_invalid_json, rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_json" | "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_forbidden";
                    };
                };
            };
            /** @description Payload Too Large: rest_payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_payload_too_large";
                    };
                };
            };
            /** @description Unsupported Media Type: rest_unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_unsupported_media_type";
                    };
                };
            };
        };
    };
    getAdminOnBoardings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_forbidden";
                    };
                };
            };
        };
    };
    postAdminOnBoardings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    [key: string]: unknown;
                };
                "application/x-www-form-urlencoded": {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Bad Request: rest_invalid_json, rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_json" | "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_forbidden";
                    };
                };
            };
            /** @description Payload Too Large: rest_payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_payload_too_large";
                    };
                };
            };
            /** @description Unsupported Media Type: rest_unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_unsupported_media_type";
                    };
                };
            };
        };
    };
    getAdminProfileLinkProviders: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_forbidden";
                    };
                };
            };
        };
    };
    postAdminProfileLinkProviders: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    [key: string]: unknown;
                };
                "application/x-www-form-urlencoded": {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Bad Request: rest_invalid_json, rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_json" | "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_forbidden";
                    };
                };
            };
            /** @description Payload Too Large: rest_payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_payload_too_large";
                    };
                };
            };
            /** @description Unsupported Media Type: rest_unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_unsupported_media_type";
                    };
                };
            };
        };
    };
    getSettingsCrmTaggingConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: license_required, rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "license_required" | "rest_forbidden";
                    };
                };
            };
        };
    };
    postSettingsCrmTaggingConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    [key: string]: unknown;
                };
                "application/x-www-form-urlencoded": {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Bad Request: rest_invalid_json, rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_json" | "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: license_required, rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "license_required" | "rest_forbidden";
                    };
                };
            };
            /** @description Payload Too Large: rest_payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_payload_too_large";
                    };
                };
            };
            /** @description Unsupported Media Type: rest_unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_unsupported_media_type";
                    };
                };
            };
        };
    };
    getSettingsSnippetsSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: license_required, rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "license_required" | "rest_forbidden";
                    };
                };
            };
        };
    };
    postSettingsSnippetsSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    [key: string]: unknown;
                };
                "application/x-www-form-urlencoded": {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Bad Request: rest_invalid_json, rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_json" | "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: license_required, rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "license_required" | "rest_forbidden";
                    };
                };
            };
            /** @description Payload Too Large: rest_payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_payload_too_large";
                    };
                };
            };
            /** @description Unsupported Media Type: rest_unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_unsupported_media_type";
                    };
                };
            };
        };
    };
    getAdminMessagingSetting: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: license_required, rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "license_required" | "rest_forbidden";
                    };
                };
            };
        };
    };
    postAdminMessagingSetting: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    [key: string]: unknown;
                };
                "application/x-www-form-urlencoded": {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Bad Request: rest_invalid_json, rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_json" | "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: license_required, rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "license_required" | "rest_forbidden";
                    };
                };
            };
            /** @description Payload Too Large: rest_payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_payload_too_large";
                    };
                };
            };
            /** @description Unsupported Media Type: rest_unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_unsupported_media_type";
                    };
                };
            };
        };
    };
    postAdminOnBoardingsChangeSlug: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    slug?: string;
                    new_slug?: string;
                };
                "application/x-www-form-urlencoded": {
                    slug?: string;
                    new_slug?: string;
                };
            };
        };
        responses: {
            /** @description Bad Request: rest_invalid_json, rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_json" | "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_forbidden";
                    };
                };
            };
            /** @description Payload Too Large: rest_payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_payload_too_large";
                    };
                };
            };
            /** @description Unsupported Media Type: rest_unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_unsupported_media_type";
                    };
                };
            };
        };
    };
    getAdminAuthSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_forbidden";
                    };
                };
            };
        };
    };
    getAdminLicense: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_forbidden";
                    };
                };
            };
        };
    };
    postAdminLicense: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    license_key: string;
                };
                "application/x-www-form-urlencoded": {
                    license_key: string;
                };
            };
        };
        responses: {
            /** @description Bad Request: rest_invalid_json, rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_json" | "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_forbidden";
                    };
                };
            };
            /** @description Payload Too Large: rest_payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_payload_too_large";
                    };
                };
            };
            /** @description Unsupported Media Type: rest_unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_unsupported_media_type";
                    };
                };
            };
        };
    };
    deleteAdminLicense: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_forbidden";
                    };
                };
            };
        };
    };
    getSettingsCustomizationSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_forbidden";
                    };
                };
            };
        };
    };
    postSettingsCustomizationSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    [key: string]: unknown;
                };
                "application/x-www-form-urlencoded": {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Bad Request: rest_invalid_json, rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_json" | "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_forbidden";
                    };
                };
            };
            /** @description Payload Too Large: rest_payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_payload_too_large";
                    };
                };
            };
            /** @description Unsupported Media Type: rest_unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_unsupported_media_type";
                    };
                };
            };
        };
    };
    getSettingsColorConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_forbidden";
                    };
                };
            };
        };
    };
    postSettingsColorConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    [key: string]: unknown;
                };
                "application/x-www-form-urlencoded": {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Bad Request: rest_invalid_json, rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_json" | "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: license_required, rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "license_required" | "rest_forbidden";
                    };
                };
            };
            /** @description Payload Too Large: rest_payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_payload_too_large";
                    };
                };
            };
            /** @description Unsupported Media Type: rest_unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_unsupported_media_type";
                    };
                };
            };
        };
    };
    getSettingsMenuSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_forbidden";
                    };
                };
            };
        };
    };
    postSettingsMenuSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    [key: string]: unknown;
                };
                "application/x-www-form-urlencoded": {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Bad Request: rest_invalid_json, rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_json" | "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_forbidden";
                    };
                };
            };
            /** @description Payload Too Large: rest_payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_payload_too_large";
                    };
                };
            };
            /** @description Unsupported Media Type: rest_unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_unsupported_media_type";
                    };
                };
            };
        };
    };
    postAdminLinks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": unknown;
                "application/x-www-form-urlencoded": unknown;
            };
        };
        responses: {
            /** @description Bad Request: rest_invalid_json, rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_json" | "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: license_required, rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "license_required" | "rest_forbidden";
                    };
                };
            };
            /** @description Payload Too Large: rest_payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_payload_too_large";
                    };
                };
            };
            /** @description Unsupported Media Type: rest_unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_unsupported_media_type";
                    };
                };
            };
        };
    };
    deleteAdminLinksId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Bad Request: rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: license_required, rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "license_required" | "rest_forbidden";
                    };
                };
            };
        };
    };
    getAdminSettingsAudit: {
        parameters: {
            query?: {
                per_page?: number | string;
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Bad Request: rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_forbidden";
                    };
                };
            };
        };
    };
    postAuthToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_forbidden";
                    };
                };
            };
        };
    };
    postAuthRegister: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    username: string;
                    /** Format: email */
                    email: string;
                    password: string;
                    display_name?: string;
                };
                "application/x-www-form-urlencoded": {
                    username: string;
                    /** Format: email */
                    email: string;
                    password: string;
                    display_name?: string;
                };
            };
        };
        responses: {
            /** @description Bad Request: rest_invalid_json, rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_json" | "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials";
                    };
                };
            };
            /** @description Payload Too Large: rest_payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_payload_too_large";
                    };
                };
            };
            /** @description Unsupported Media Type: rest_unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_unsupported_media_type";
                    };
                };
            };
        };
    };
    getAuthAppPasswords: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_forbidden";
                    };
                };
            };
        };
    };
    postAuthAppPasswords: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                };
                "application/x-www-form-urlencoded": {
                    name: string;
                };
            };
        };
        responses: {
            /** @description Bad Request: rest_invalid_json, rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_json" | "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_forbidden";
                    };
                };
            };
            /** @description Payload Too Large: rest_payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_payload_too_large";
                    };
                };
            };
            /** @description Unsupported Media Type: rest_unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_unsupported_media_type";
                    };
                };
            };
        };
    };
    deleteAuthAppPasswordsUuid: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                uuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Bad Request: rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_forbidden";
                    };
                };
            };
        };
    };
    getMembers: {
        parameters: {
            query?: {
                page?: number | string;
                per_page?: number | string;
                cursor?: string;
                role?: string;
                status?: "active" | "pending" | "suspended";
                orderby?: "created_at" | "display_name" | "last_seen";
                order?: "asc" | "desc";
                space_id?: number | string;
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Bad Request: rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_forbidden";
                    };
                };
            };
        };
    };
    postMembers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    username: string;
                    /** Format: email */
                    email: string;
                    display_name?: string;
                    /**
                     * @default member
                     * @enum {string}
                     */
                    role?: "admin" | "moderator" | "member";
                    /**
                     * @default active
                     * @enum {string}
                     */
                    status?: "active" | "pending" | "suspended";
                    password?: string;
                };
                "application/x-www-form-urlencoded": {
                    username: string;
                    /** Format: email */
                    email: string;
                    display_name?: string;
                    /**
                     * @default member
                     * @enum {string}
                     */
                    role?: "admin" | "moderator" | "member";
                    /**
                     * @default active
                     * @enum {string}
                     */
                    status?: "active" | "pending" | "suspended";
                    password?: string;
                };
            };
        };
        responses: {
            /** @description Bad Request: rest_invalid_json, rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_json" | "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_forbidden";
                    };
                };
            };
            /** @description Payload Too Large: rest_payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_payload_too_large";
                    };
                };
            };
            /** @description Unsupported Media Type: rest_unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_unsupported_media_type";
                    };
                };
            };
        };
    };
    putMembersUserId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                user_id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    role?: "admin" | "moderator" | "member";
                    /** @enum {string} */
                    status?: "active" | "pending" | "suspended";
                };
                "application/x-www-form-urlencoded": {
                    /** @enum {string} */
                    role?: "admin" | "moderator" | "member";
                    /** @enum {string} */
                    status?: "active" | "pending" | "suspended";
                };
            };
        };
        responses: {
            /** @description Bad Request: rest_invalid_json, rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_json" | "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_forbidden";
                    };
                };
            };
            /** @description Payload Too Large: rest_payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_payload_too_large";
                    };
                };
            };
            /** @description Unsupported Media Type: rest_unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_unsupported_media_type";
                    };
                };
            };
        };
    };
    getMembersActive: {
        parameters: {
            query?: {
                page?: number | string;
                per_page?: number | string;
                cursor?: string;
                minutes?: number | string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Bad Request: rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_forbidden";
                    };
                };
            };
        };
    };
    getMembersNew: {
        parameters: {
            query?: {
                page?: number | string;
                per_page?: number | string;
                cursor?: string;
                days?: number | string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Bad Request: rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_forbidden";
                    };
                };
            };
        };
    };
    getMembersTopContributors: {
        parameters: {
            query?: {
                page?: number | string;
                per_page?: number | string;
                cursor?: string;
                period?: string;
                metric?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Bad Request: rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_forbidden";
                    };
                };
            };
        };
    };
    getProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_forbidden";
                    };
                };
            };
        };
    };
    getProfileUsername: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                username: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Bad Request: rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_forbidden";
                    };
                };
            };
        };
    };
    putProfileUsername: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                username: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": unknown;
                "application/x-www-form-urlencoded": unknown;
            };
        };
        responses: {
            /** @description Bad Request: rest_invalid_json, rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_json" | "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_forbidden";
                    };
                };
            };
            /** @description Payload Too Large: rest_payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_payload_too_large";
                    };
                };
            };
            /** @description Unsupported Media Type: rest_unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_unsupported_media_type";
                    };
                };
            };
        };
    };
    postProfileUsername: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                username: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": unknown;
                "application/x-www-form-urlencoded": unknown;
            };
        };
        responses: {
            /** @description Bad Request: rest_invalid_json, rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_json" | "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_forbidden";
                    };
                };
            };
            /** @description Payload Too Large: rest_payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_payload_too_large";
                    };
                };
            };
            /** @description Unsupported Media Type: rest_unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_unsupported_media_type";
                    };
                };
            };
        };
    };
    postProfileUsernameFollow: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                username: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Bad Request: rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_forbidden";
                    };
                };
            };
        };
    };
    postProfileUsernameUnfollow: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                username: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Bad Request: rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_forbidden";
                    };
                };
            };
        };
    };
    getProfileUsernameFollowers: {
        parameters: {
            query?: {
                page?: number | string;
                per_page?: number | string;
                cursor?: string;
            };
            header?: never;
            path: {
                username: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Bad Request: rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_forbidden";
                    };
                };
            };
        };
    };
    getProfileUsernameFollowings: {
        parameters: {
            query?: {
                page?: number | string;
                per_page?: number | string;
                cursor?: string;
            };
            header?: never;
            path: {
                username: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Bad Request: rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_forbidden";
                    };
                };
            };
        };
    };
    getSpaces: {
        parameters: {
            query?: {
                page?: number | string;
                per_page?: number | string;
                cursor?: string;
                type?: "discussion" | "announcement" | "community" | "course";
                privacy?: "public" | "private" | "secret";
                status?: "published" | "draft" | "archived";
                parent_id?: number | string;
                search?: string;
                orderby?: "serial" | "title" | "created_at";
                order?: "asc" | "desc";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Bad Request: rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_forbidden";
                    };
                };
            };
        };
    };
    postSpaces: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    slug?: string;
                    /** @default  */
                    description?: string;
                    logo?: ("" | string) | (number | string);
                    cover_photo?: ("" | string) | (number | string);
                    /**
                     * @default discussion
                     * @enum {string}
                     */
                    type?: "discussion" | "announcement" | "community" | "course";
                    /**
                     * @default public
                     * @enum {string}
                     */
                    privacy?: "public" | "private";
                    parent_id?: number | string;
                    settings?: {
                        restricted_post_only?: boolean;
                        emoji?: string;
                        shape_svg?: string;
                        custom_lock_screen?: boolean;
                        can_request_join?: boolean;
                        layout_style?: string;
                        show_sidebar?: boolean;
                        og_image?: "" | string;
                        links?: {
                            title: string;
                            /** Format: uri */
                            url: string;
                        }[];
                        topic_required?: boolean;
                        hide_members_count?: boolean;
                        /** @enum {string} */
                        members_page_status?: "public" | "members_only";
                        allow_posts?: boolean;
                        require_approval?: boolean;
                        post_permissions?: ("member" | "moderator" | "admin")[];
                        allow_comments?: boolean;
                        allow_reactions?: boolean;
                    };
                    /**
                     * @default published
                     * @enum {string}
                     */
                    status?: "published" | "draft";
                    group_id?: number | string;
                };
                "application/x-www-form-urlencoded": {
                    title: string;
                    slug?: string;
                    /** @default  */
                    description?: string;
                    logo?: ("" | string) | (number | string);
                    cover_photo?: ("" | string) | (number | string);
                    /**
                     * @default discussion
                     * @enum {string}
                     */
                    type?: "discussion" | "announcement" | "community" | "course";
                    /**
                     * @default public
                     * @enum {string}
                     */
                    privacy?: "public" | "private";
                    parent_id?: number | string;
                    settings?: {
                        restricted_post_only?: boolean;
                        emoji?: string;
                        shape_svg?: string;
                        custom_lock_screen?: boolean;
                        can_request_join?: boolean;
                        layout_style?: string;
                        show_sidebar?: boolean;
                        og_image?: "" | string;
                        links?: {
                            title: string;
                            /** Format: uri */
                            url: string;
                        }[];
                        topic_required?: boolean;
                        hide_members_count?: boolean;
                        /** @enum {string} */
                        members_page_status?: "public" | "members_only";
                        allow_posts?: boolean;
                        require_approval?: boolean;
                        post_permissions?: ("member" | "moderator" | "admin")[];
                        allow_comments?: boolean;
                        allow_reactions?: boolean;
                    };
                    /**
                     * @default published
                     * @enum {string}
                     */
                    status?: "published" | "draft";
                    group_id?: number | string;
                };
            };
        };
        responses: {
            /** @description Bad Request: rest_invalid_json, rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_json" | "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_forbidden";
                    };
                };
            };
            /** @description Payload Too Large: rest_payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_payload_too_large";
                    };
                };
            };
            /** @description Unsupported Media Type: rest_unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_unsupported_media_type";
                    };
                };
            };
        };
    };
    getSpacesDiscover: {
        parameters: {
            query?: {
                page?: number | string;
                per_page?: number | string;
                cursor?: string;
                search?: string;
                type?: "discussion" | "announcement" | "community" | "course";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Bad Request: rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_forbidden";
                    };
                };
            };
        };
    };
    getSpacesUsersSearch: {
        parameters: {
            query: {
                q: string;
                space_id?: number | string;
                per_page?: number | string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Bad Request: rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_forbidden";
                    };
                };
            };
        };
    };
    getSpacesSpaceBySlug: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                space: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Bad Request: rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_forbidden";
                    };
                };
            };
        };
    };
    putSpacesSpaceBySlug: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                space: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title?: string;
                    slug?: string;
                    description?: string;
                    logo?: ("" | string) | (number | string);
                    cover_photo?: ("" | string) | (number | string);
                    /** @enum {string} */
                    type?: "discussion" | "announcement" | "community" | "course";
                    /** @enum {string} */
                    privacy?: "public" | "private";
                    /** @enum {string} */
                    status?: "published" | "draft" | "archived";
                    parent_id?: number | string;
                    settings?: {
                        restricted_post_only?: boolean;
                        emoji?: string;
                        shape_svg?: string;
                        custom_lock_screen?: boolean;
                        can_request_join?: boolean;
                        layout_style?: string;
                        show_sidebar?: boolean;
                        og_image?: "" | string;
                        links?: {
                            title: string;
                            /** Format: uri */
                            url: string;
                        }[];
                        topic_required?: boolean;
                        hide_members_count?: boolean;
                        /** @enum {string} */
                        members_page_status?: "public" | "members_only";
                        allow_posts?: boolean;
                        require_approval?: boolean;
                        post_permissions?: ("member" | "moderator" | "admin")[];
                        allow_comments?: boolean;
                        allow_reactions?: boolean;
                    };
                };
                "application/x-www-form-urlencoded": {
                    title?: string;
                    slug?: string;
                    description?: string;
                    logo?: ("" | string) | (number | string);
                    cover_photo?: ("" | string) | (number | string);
                    /** @enum {string} */
                    type?: "discussion" | "announcement" | "community" | "course";
                    /** @enum {string} */
                    privacy?: "public" | "private";
                    /** @enum {string} */
                    status?: "published" | "draft" | "archived";
                    parent_id?: number | string;
                    settings?: {
                        restricted_post_only?: boolean;
                        emoji?: string;
                        shape_svg?: string;
                        custom_lock_screen?: boolean;
                        can_request_join?: boolean;
                        layout_style?: string;
                        show_sidebar?: boolean;
                        og_image?: "" | string;
                        links?: {
                            title: string;
                            /** Format: uri */
                            url: string;
                        }[];
                        topic_required?: boolean;
                        hide_members_count?: boolean;
                        /** @enum {string} */
                        members_page_status?: "public" | "members_only";
                        allow_posts?: boolean;
                        require_approval?: boolean;
                        post_permissions?: ("member" | "moderator" | "admin")[];
                        allow_comments?: boolean;
                        allow_reactions?: boolean;
                    };
                };
            };
        };
        responses: {
            /** @description Bad Request: rest_invalid_json, rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_json" | "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_forbidden";
                    };
                };
            };
            /** @description Payload Too Large: rest_payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_payload_too_large";
                    };
                };
            };
            /** @description Unsupported Media Type: rest_unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_unsupported_media_type";
                    };
                };
            };
        };
    };
    getSpacesSpaceById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                space: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Bad Request: rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_forbidden";
                    };
                };
            };
        };
    };
    putSpacesSpaceById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                space: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title?: string;
                    slug?: string;
                    description?: string;
                    logo?: ("" | string) | (number | string);
                    cover_photo?: ("" | string) | (number | string);
                    /** @enum {string} */
                    type?: "discussion" | "announcement" | "community" | "course";
                    /** @enum {string} */
                    privacy?: "public" | "private";
                    /** @enum {string} */
                    status?: "published" | "draft" | "archived";
                    parent_id?: number | string;
                    settings?: {
                        restricted_post_only?: boolean;
                        emoji?: string;
                        shape_svg?: string;
                        custom_lock_screen?: boolean;
                        can_request_join?: boolean;
                        layout_style?: string;
                        show_sidebar?: boolean;
                        og_image?: "" | string;
                        links?: {
                            title: string;
                            /** Format: uri */
                            url: string;
                        }[];
                        topic_required?: boolean;
                        hide_members_count?: boolean;
                        /** @enum {string} */
                        members_page_status?: "public" | "members_only";
                        allow_posts?: boolean;
                        require_approval?: boolean;
                        post_permissions?: ("member" | "moderator" | "admin")[];
                        allow_comments?: boolean;
                        allow_reactions?: boolean;
                    };
                };
                "application/x-www-form-urlencoded": {
                    title?: string;
                    slug?: string;
                    description?: string;
                    logo?: ("" | string) | (number | string);
                    cover_photo?: ("" | string) | (number | string);
                    /** @enum {string} */
                    type?: "discussion" | "announcement" | "community" | "course";
                    /** @enum {string} */
                    privacy?: "public" | "private";
                    /** @enum {string} */
                    status?: "published" | "draft" | "archived";
                    parent_id?: number | string;
                    settings?: {
                        restricted_post_only?: boolean;
                        emoji?: string;
                        shape_svg?: string;
                        custom_lock_screen?: boolean;
                        can_request_join?: boolean;
                        layout_style?: string;
                        show_sidebar?: boolean;
                        og_image?: "" | string;
                        links?: {
                            title: string;
                            /** Format: uri */
                            url: string;
                        }[];
                        topic_required?: boolean;
                        hide_members_count?: boolean;
                        /** @enum {string} */
                        members_page_status?: "public" | "members_only";
                        allow_posts?: boolean;
                        require_approval?: boolean;
                        post_permissions?: ("member" | "moderator" | "admin")[];
                        allow_comments?: boolean;
                        allow_reactions?: boolean;
                    };
                };
            };
        };
        responses: {
            /** @description Bad Request: rest_invalid_json, rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_json" | "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_forbidden";
                    };
                };
            };
            /** @description Payload Too Large: rest_payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_payload_too_large";
                    };
                };
            };
            /** @description Unsupported Media Type: rest_unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_unsupported_media_type";
                    };
                };
            };
        };
    };
    deleteSpacesSpaceById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                space: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Bad Request: rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_forbidden";
                    };
                };
            };
        };
    };
    deleteSpacesSpace: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                space: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Bad Request: rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_forbidden";
                    };
                };
            };
        };
    };
    postSpacesSpaceJoin: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                space: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Bad Request: rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_forbidden";
                    };
                };
            };
        };
    };
    postSpacesSpaceLeave: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                space: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Bad Request: rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_forbidden";
                    };
                };
            };
        };
    };
    putSpacesSpaceLockscreens: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                space: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    enabled: boolean;
                    /**
                     * @default membership
                     * @enum {string}
                     */
                    type?: "membership" | "payment" | "custom";
                    conditions?: {
                        required_courses?: (number | string)[];
                        /** @default  */
                        required_membership?: string;
                        /** @default  */
                        required_role?: string;
                    };
                    /** @default  */
                    message?: string;
                    /** @default  */
                    button_text?: string;
                    /** @default  */
                    button_url?: "" | string;
                };
                "application/x-www-form-urlencoded": {
                    enabled: boolean;
                    /**
                     * @default membership
                     * @enum {string}
                     */
                    type?: "membership" | "payment" | "custom";
                    conditions?: {
                        required_courses?: (number | string)[];
                        /** @default  */
                        required_membership?: string;
                        /** @default  */
                        required_role?: string;
                    };
                    /** @default  */
                    message?: string;
                    /** @default  */
                    button_text?: string;
                    /** @default  */
                    button_url?: "" | string;
                };
            };
        };
        responses: {
            /** @description Bad Request: rest_invalid_json, rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_json" | "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: license_required, rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "license_required" | "rest_forbidden";
                    };
                };
            };
            /** @description Payload Too Large: rest_payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_payload_too_large";
                    };
                };
            };
            /** @description Unsupported Media Type: rest_unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_unsupported_media_type";
                    };
                };
            };
        };
    };
    getSpacesSpaceMembers: {
        parameters: {
            query?: {
                page?: number | string;
                per_page?: number | string;
                cursor?: string;
                role?: "member" | "moderator" | "admin";
                status?: "active" | "pending" | "banned";
                search?: string;
                orderby?: "joined_at";
                order?: "asc" | "desc";
            };
            header?: never;
            path: {
                space: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Bad Request: rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_forbidden";
                    };
                };
            };
        };
    };
    postSpacesSpaceMembers: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                space: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    user_id: number | string;
                    /**
                     * @default member
                     * @enum {string}
                     */
                    role?: "member" | "moderator" | "admin";
                    /**
                     * @default active
                     * @enum {string}
                     */
                    status?: "active" | "pending";
                };
                "application/x-www-form-urlencoded": {
                    user_id: number | string;
                    /**
                     * @default member
                     * @enum {string}
                     */
                    role?: "member" | "moderator" | "admin";
                    /**
                     * @default active
                     * @enum {string}
                     */
                    status?: "active" | "pending";
                };
            };
        };
        responses: {
            /** @description Bad Request: rest_invalid_json, rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_json" | "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_forbidden";
                    };
                };
            };
            /** @description Payload Too Large: rest_payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_payload_too_large";
                    };
                };
            };
            /** @description Unsupported Media Type: rest_unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_unsupported_media_type";
                    };
                };
            };
        };
    };
    putSpacesSpaceMembersUserId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                space: string;
                user_id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    role: "member" | "moderator" | "admin";
                    /** @enum {string} */
                    status?: "active" | "pending" | "banned";
                };
                "application/x-www-form-urlencoded": {
                    /** @enum {string} */
                    role: "member" | "moderator" | "admin";
                    /** @enum {string} */
                    status?: "active" | "pending" | "banned";
                };
            };
        };
        responses: {
            /** @description Bad Request: rest_invalid_json, rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_json" | "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_forbidden";
                    };
                };
            };
            /** @description Payload Too Large: rest_payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_payload_too_large";
                    };
                };
            };
            /** @description Unsupported Media Type: rest_unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_unsupported_media_type";
                    };
                };
            };
        };
    };
    deleteSpacesSpaceMembersUserId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                space: string;
                user_id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Bad Request: rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_forbidden";
                    };
                };
            };
        };
    };
    postSpacesSpaceMembersRemove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                space: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    user_id: number | string;
                };
                "application/x-www-form-urlencoded": {
                    user_id: number | string;
                };
            };
        };
        responses: {
            /** @description Bad Request: rest_invalid_json, rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_json" | "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_forbidden";
                    };
                };
            };
            /** @description Payload Too Large: rest_payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_payload_too_large";
                    };
                };
            };
            /** @description Unsupported Media Type: rest_unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_unsupported_media_type";
                    };
                };
            };
        };
    };
    postSpacesSpaceMembersUserIdBan: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                space: string;
                user_id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Bad Request: rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_forbidden";
                    };
                };
            };
        };
    };
    postSpacesSpaceMembersUserIdUnban: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                space: string;
                user_id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Bad Request: rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_forbidden";
                    };
                };
            };
        };
    };
    getSpacesSpaceGroups: {
        parameters: {
            query?: {
                with_spaces?: boolean;
                include_empty?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Bad Request: rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShortError"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShortError"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShortError"] & {
                        /** @enum {unknown} */
                        code?: "rest_forbidden";
                    };
                };
            };
        };
    };
    postSpacesSpaceGroups: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    slug?: string;
                    /** @default  */
                    description?: string;
                    settings?: {
                        is_collapsible?: boolean;
                        default_collapsed?: boolean;
                    };
                };
                "application/x-www-form-urlencoded": {
                    title: string;
                    slug?: string;
                    /** @default  */
                    description?: string;
                    settings?: {
                        is_collapsible?: boolean;
                        default_collapsed?: boolean;
                    };
                };
            };
        };
        responses: {
            /** @description Bad Request: rest_invalid_json, rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShortError"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_json" | "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShortError"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShortError"] & {
                        /** @enum {unknown} */
                        code?: "rest_forbidden";
                    };
                };
            };
            /** @description Payload Too Large: rest_payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShortError"] & {
                        /** @enum {unknown} */
                        code?: "rest_payload_too_large";
                    };
                };
            };
            /** @description Unsupported Media Type: rest_unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShortError"] & {
                        /** @enum {unknown} */
                        code?: "rest_unsupported_media_type";
                    };
                };
            };
        };
    };
    putSpacesSpaceGroupsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title?: string;
                    description?: string;
                    settings?: {
                        is_collapsible?: boolean;
                        default_collapsed?: boolean;
                    };
                };
                "application/x-www-form-urlencoded": {
                    title?: string;
                    description?: string;
                    settings?: {
                        is_collapsible?: boolean;
                        default_collapsed?: boolean;
                    };
                };
            };
        };
        responses: {
            /** @description Bad Request: rest_invalid_json, rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShortError"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_json" | "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShortError"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShortError"] & {
                        /** @enum {unknown} */
                        code?: "rest_forbidden";
                    };
                };
            };
            /** @description Payload Too Large: rest_payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShortError"] & {
                        /** @enum {unknown} */
                        code?: "rest_payload_too_large";
                    };
                };
            };
            /** @description Unsupported Media Type: rest_unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShortError"] & {
                        /** @enum {unknown} */
                        code?: "rest_unsupported_media_type";
                    };
                };
            };
        };
    };
    deleteSpacesSpaceGroupsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Bad Request: rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShortError"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShortError"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShortError"] & {
                        /** @enum {unknown} */
                        code?: "rest_forbidden";
                    };
                };
            };
        };
    };
    patchSpacesSpaceGroupsReIndex: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    group_ids: (number | string)[];
                };
                "application/x-www-form-urlencoded": {
                    group_ids: (number | string)[];
                };
            };
        };
        responses: {
            /** @description Bad Request: rest_invalid_json, rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShortError"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_json" | "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShortError"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShortError"] & {
                        /** @enum {unknown} */
                        code?: "rest_forbidden";
                    };
                };
            };
            /** @description Payload Too Large: rest_payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShortError"] & {
                        /** @enum {unknown} */
                        code?: "rest_payload_too_large";
                    };
                };
            };
            /** @description Unsupported Media Type: rest_unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShortError"] & {
                        /** @enum {unknown} */
                        code?: "rest_unsupported_media_type";
                    };
                };
            };
        };
    };
    patchSpacesSpaceGroupsReIndexSpaces: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    space_ids: (number | string)[];
                    group_id?: number | string;
                };
                "application/x-www-form-urlencoded": {
                    space_ids: (number | string)[];
                    group_id?: number | string;
                };
            };
        };
        responses: {
            /** @description Bad Request: rest_invalid_json, rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShortError"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_json" | "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShortError"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShortError"] & {
                        /** @enum {unknown} */
                        code?: "rest_forbidden";
                    };
                };
            };
            /** @description Payload Too Large: rest_payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShortError"] & {
                        /** @enum {unknown} */
                        code?: "rest_payload_too_large";
                    };
                };
            };
            /** @description Unsupported Media Type: rest_unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShortError"] & {
                        /** @enum {unknown} */
                        code?: "rest_unsupported_media_type";
                    };
                };
            };
        };
    };
    patchSpacesSpaceGroupsMoveSpace: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    space_id: number | string;
                    group_id: number | string;
                    serial?: number | string;
                };
                "application/x-www-form-urlencoded": {
                    space_id: number | string;
                    group_id: number | string;
                    serial?: number | string;
                };
            };
        };
        responses: {
            /** @description Bad Request: rest_invalid_json, rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShortError"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_json" | "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShortError"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShortError"] & {
                        /** @enum {unknown} */
                        code?: "rest_forbidden";
                    };
                };
            };
            /** @description Payload Too Large: rest_payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShortError"] & {
                        /** @enum {unknown} */
                        code?: "rest_payload_too_large";
                    };
                };
            };
            /** @description Unsupported Media Type: rest_unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShortError"] & {
                        /** @enum {unknown} */
                        code?: "rest_unsupported_media_type";
                    };
                };
            };
        };
    };
    getFeeds: {
        parameters: {
            query?: {
                page?: number | string;
                per_page?: number | string;
                cursor?: string;
                space?: string;
                space_id?: number | string;
                user_id?: number | string;
                status?: "pending";
                topics?: (number | string)[];
                topic_slug?: string;
                search?: string;
                following?: boolean;
                order_by_type?: "latest" | "oldest" | "new_activity" | "likes" | "popular" | "unanswered";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Bad Request: rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_forbidden";
                    };
                };
            };
        };
    };
    postFeeds: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    message: string;
                    /** @default  */
                    title?: string;
                    space?: string;
                    space_id?: number | string;
                    /** @default text */
                    content_type?: string;
                    /**
                     * @default published
                     * @enum {string}
                     */
                    status?: "published" | "unlisted" | "draft" | "pending" | "scheduled";
                    media_ids?: (number | string)[];
                    media_images?: ({
                        /** Format: uri */
                        url: string;
                    } & {
                        [key: string]: unknown;
                    })[];
                    media?: {
                        type: string;
                        /** Format: uri */
                        url: string;
                    }[] | {
                        /** @constant */
                        type: "oembed";
                        /** Format: uri */
                        url: string;
                    };
                    topics?: ((number | string) | string)[];
                    topic_ids?: ((number | string) | string)[];
                    scheduled_at?: string;
                    timezone?: string;
                    auto_publish?: boolean;
                };
                "application/x-www-form-urlencoded": {
                    message: string;
                    /** @default  */
                    title?: string;
                    space?: string;
                    space_id?: number | string;
                    /** @default text */
                    content_type?: string;
                    /**
                     * @default published
                     * @enum {string}
                     */
                    status?: "published" | "unlisted" | "draft" | "pending" | "scheduled";
                    media_ids?: (number | string)[];
                    media_images?: ({
                        /** Format: uri */
                        url: string;
                    } & {
                        [key: string]: unknown;
                    })[];
                    media?: {
                        type: string;
                        /** Format: uri */
                        url: string;
                    }[] | {
                        /** @constant */
                        type: "oembed";
                        /** Format: uri */
                        url: string;
                    };
                    topics?: ((number | string) | string)[];
                    topic_ids?: ((number | string) | string)[];
                    scheduled_at?: string;
                    timezone?: string;
                    auto_publish?: boolean;
                };
            };
        };
        responses: {
            /** @description Bad Request: rest_invalid_json, rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_json" | "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_forbidden";
                    };
                };
            };
            /** @description Payload Too Large: rest_payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_payload_too_large";
                    };
                };
            };
            /** @description Unsupported Media Type: rest_unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_unsupported_media_type";
                    };
                };
            };
        };
    };
    getFeedsFeedBySlug: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                feed: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Bad Request: rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_forbidden";
                    };
                };
            };
        };
    };
    getFeedsFeedById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                feed: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Bad Request: rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_forbidden";
                    };
                };
            };
        };
    };
    putFeedsFeed: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                feed: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    message?: string;
                    space?: string;
                    space_id?: number | string;
                    title?: string;
                    content_type?: string;
                    /** @enum {string} */
                    status?: "published" | "unlisted" | "draft" | "pending";
                    media_ids?: (number | string)[];
                    media_images?: ({
                        /** Format: uri */
                        url: string;
                    } & {
                        [key: string]: unknown;
                    })[];
                    media?: {
                        type: string;
                        /** Format: uri */
                        url: string;
                    }[] | {
                        /** @constant */
                        type: "oembed";
                        /** Format: uri */
                        url: string;
                    };
                    topics?: ((number | string) | string)[];
                    topic_ids?: ((number | string) | string)[];
                };
                "application/x-www-form-urlencoded": {
                    message?: string;
                    space?: string;
                    space_id?: number | string;
                    title?: string;
                    content_type?: string;
                    /** @enum {string} */
                    status?: "published" | "unlisted" | "draft" | "pending";
                    media_ids?: (number | string)[];
                    media_images?: ({
                        /** Format: uri */
                        url: string;
                    } & {
                        [key: string]: unknown;
                    })[];
                    media?: {
                        type: string;
                        /** Format: uri */
                        url: string;
                    }[] | {
                        /** @constant */
                        type: "oembed";
                        /** Format: uri */
                        url: string;
                    };
                    topics?: ((number | string) | string)[];
                    topic_ids?: ((number | string) | string)[];
                };
            };
        };
        responses: {
            /** @description Bad Request: rest_invalid_json, rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_json" | "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_forbidden";
                    };
                };
            };
            /** @description Payload Too Large: rest_payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_payload_too_large";
                    };
                };
            };
            /** @description Unsupported Media Type: rest_unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_unsupported_media_type";
                    };
                };
            };
        };
    };
    postFeedsFeed: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                feed: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    message?: string;
                    space?: string;
                    space_id?: number | string;
                    title?: string;
                    content_type?: string;
                    /** @enum {string} */
                    status?: "published" | "unlisted" | "draft" | "pending";
                    media_ids?: (number | string)[];
                    media_images?: ({
                        /** Format: uri */
                        url: string;
                    } & {
                        [key: string]: unknown;
                    })[];
                    media?: {
                        type: string;
                        /** Format: uri */
                        url: string;
                    }[] | {
                        /** @constant */
                        type: "oembed";
                        /** Format: uri */
                        url: string;
                    };
                    topics?: ((number | string) | string)[];
                    topic_ids?: ((number | string) | string)[];
                };
                "application/x-www-form-urlencoded": {
                    message?: string;
                    space?: string;
                    space_id?: number | string;
                    title?: string;
                    content_type?: string;
                    /** @enum {string} */
                    status?: "published" | "unlisted" | "draft" | "pending";
                    media_ids?: (number | string)[];
                    media_images?: ({
                        /** Format: uri */
                        url: string;
                    } & {
                        [key: string]: unknown;
                    })[];
                    media?: {
                        type: string;
                        /** Format: uri */
                        url: string;
                    }[] | {
                        /** @constant */
                        type: "oembed";
                        /** Format: uri */
                        url: string;
                    };
                    topics?: ((number | string) | string)[];
                    topic_ids?: ((number | string) | string)[];
                };
            };
        };
        responses: {
            /** @description Bad Request: rest_invalid_json, rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_json" | "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_forbidden";
                    };
                };
            };
            /** @description Payload Too Large: rest_payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_payload_too_large";
                    };
                };
            };
            /** @description Unsupported Media Type: rest_unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_unsupported_media_type";
                    };
                };
            };
        };
    };
    deleteFeedsFeed: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                feed: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Bad Request: rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_forbidden";
                    };
                };
            };
        };
    };
    patchFeedsFeed: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                feed: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    is_sticky?: boolean;
                    comments_disabled?: boolean;
                    /** @enum {string} */
                    status?: "published" | "unlisted" | "draft" | "pending";
                };
                "application/x-www-form-urlencoded": {
                    is_sticky?: boolean;
                    comments_disabled?: boolean;
                    /** @enum {string} */
                    status?: "published" | "unlisted" | "draft" | "pending";
                };
            };
        };
        responses: {
            /** @description Bad Request: rest_invalid_json, rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_json" | "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_forbidden";
                    };
                };
            };
            /** @description Payload Too Large: rest_payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_payload_too_large";
                    };
                };
            };
            /** @description Unsupported Media Type: rest_unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_unsupported_media_type";
                    };
                };
            };
        };
    };
    getFeedsFeedComments: {
        parameters: {
            query?: {
                page?: number | string;
                per_page?: number | string;
                cursor?: string;
            };
            header?: never;
            path: {
                feed: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Bad Request: rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_forbidden";
                    };
                };
            };
        };
    };
    postFeedsFeedComments: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                feed: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    message: string;
                    parent_id?: number | string;
                    media_ids?: (number | string)[];
                    media_images?: ({
                        /** Format: uri */
                        url: string;
                    } & {
                        [key: string]: unknown;
                    })[];
                    media?: {
                        type: string;
                        /** Format: uri */
                        url: string;
                    }[] | {
                        /** @constant */
                        type: "oembed";
                        /** Format: uri */
                        url: string;
                    };
                };
                "application/x-www-form-urlencoded": {
                    message: string;
                    parent_id?: number | string;
                    media_ids?: (number | string)[];
                    media_images?: ({
                        /** Format: uri */
                        url: string;
                    } & {
                        [key: string]: unknown;
                    })[];
                    media?: {
                        type: string;
                        /** Format: uri */
                        url: string;
                    }[] | {
                        /** @constant */
                        type: "oembed";
                        /** Format: uri */
                        url: string;
                    };
                };
            };
        };
        responses: {
            /** @description Bad Request: rest_invalid_json, rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_json" | "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_forbidden";
                    };
                };
            };
            /** @description Payload Too Large: rest_payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_payload_too_large";
                    };
                };
            };
            /** @description Unsupported Media Type: rest_unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_unsupported_media_type";
                    };
                };
            };
        };
    };
    putFeedsFeedCommentsComment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                feed: number | string;
                comment: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    message: string;
                    media_ids?: (number | string)[];
                    media_images?: ({
                        /** Format: uri */
                        url: string;
                    } & {
                        [key: string]: unknown;
                    })[];
                    media?: {
                        type: string;
                        /** Format: uri */
                        url: string;
                    }[] | {
                        /** @constant */
                        type: "oembed";
                        /** Format: uri */
                        url: string;
                    };
                };
                "application/x-www-form-urlencoded": {
                    message: string;
                    media_ids?: (number | string)[];
                    media_images?: ({
                        /** Format: uri */
                        url: string;
                    } & {
                        [key: string]: unknown;
                    })[];
                    media?: {
                        type: string;
                        /** Format: uri */
                        url: string;
                    }[] | {
                        /** @constant */
                        type: "oembed";
                        /** Format: uri */
                        url: string;
                    };
                };
            };
        };
        responses: {
            /** @description Bad Request: rest_invalid_json, rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_json" | "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_forbidden";
                    };
                };
            };
            /** @description Payload Too Large: rest_payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_payload_too_large";
                    };
                };
            };
            /** @description Unsupported Media Type: rest_unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_unsupported_media_type";
                    };
                };
            };
        };
    };
    postFeedsFeedCommentsComment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                feed: number | string;
                comment: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    message: string;
                    media_ids?: (number | string)[];
                    media_images?: ({
                        /** Format: uri */
                        url: string;
                    } & {
                        [key: string]: unknown;
                    })[];
                    media?: {
                        type: string;
                        /** Format: uri */
                        url: string;
                    }[] | {
                        /** @constant */
                        type: "oembed";
                        /** Format: uri */
                        url: string;
                    };
                };
                "application/x-www-form-urlencoded": {
                    message: string;
                    media_ids?: (number | string)[];
                    media_images?: ({
                        /** Format: uri */
                        url: string;
                    } & {
                        [key: string]: unknown;
                    })[];
                    media?: {
                        type: string;
                        /** Format: uri */
                        url: string;
                    }[] | {
                        /** @constant */
                        type: "oembed";
                        /** Format: uri */
                        url: string;
                    };
                };
            };
        };
        responses: {
            /** @description Bad Request: rest_invalid_json, rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_json" | "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_forbidden";
                    };
                };
            };
            /** @description Payload Too Large: rest_payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_payload_too_large";
                    };
                };
            };
            /** @description Unsupported Media Type: rest_unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_unsupported_media_type";
                    };
                };
            };
        };
    };
    deleteFeedsFeedCommentsComment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                feed: number | string;
                comment: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Bad Request: rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_forbidden";
                    };
                };
            };
        };
    };
    patchFeedsFeedCommentsComment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                feed: number | string;
                comment: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    is_sticky: boolean;
                };
                "application/x-www-form-urlencoded": {
                    is_sticky: boolean;
                };
            };
        };
        responses: {
            /** @description Bad Request: rest_invalid_json, rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_json" | "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_forbidden";
                    };
                };
            };
            /** @description Payload Too Large: rest_payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_payload_too_large";
                    };
                };
            };
            /** @description Unsupported Media Type: rest_unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_unsupported_media_type";
                    };
                };
            };
        };
    };
    postFeedsFeedReact: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                feed: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    react_type: "like" | "bookmark";
                    remove?: boolean;
                };
                "application/x-www-form-urlencoded": {
                    /** @enum {string} */
                    react_type: "like" | "bookmark";
                    remove?: boolean;
                };
            };
        };
        responses: {
            /** @description Bad Request: rest_invalid_json, rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_json" | "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_forbidden";
                    };
                };
            };
            /** @description Payload Too Large: rest_payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_payload_too_large";
                    };
                };
            };
            /** @description Unsupported Media Type: rest_unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_unsupported_media_type";
                    };
                };
            };
        };
    };
    getFeedsFeedReactions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                feed: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Bad Request: rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_forbidden";
                    };
                };
            };
        };
    };
    getFeedsFeedCommentsCommentReactions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                feed: number | string;
                comment: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Bad Request: rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_forbidden";
                    };
                };
            };
        };
    };
    postFeedsFeedCommentsCommentReactions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                feed: number | string;
                comment: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    state?: boolean;
                };
                "application/x-www-form-urlencoded": {
                    state?: boolean;
                };
            };
        };
        responses: {
            /** @description Bad Request: rest_invalid_json, rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_json" | "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_forbidden";
                    };
                };
            };
            /** @description Payload Too Large: rest_payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_payload_too_large";
                    };
                };
            };
            /** @description Unsupported Media Type: rest_unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_unsupported_media_type";
                    };
                };
            };
        };
    };
    getFeedsBookmarks: {
        parameters: {
            query?: {
                page?: number | string;
                per_page?: number | string;
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Bad Request: rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_forbidden";
                    };
                };
            };
        };
    };
    getCommentsComment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                comment: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Bad Request: rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_forbidden";
                    };
                };
            };
        };
    };
    getCommentsCommentReactions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                comment: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Bad Request: rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_forbidden";
                    };
                };
            };
        };
    };
    getScheduledPosts: {
        parameters: {
            query?: {
                page?: number | string;
                per_page?: number | string;
                cursor?: string;
                user_id?: number | string;
                space_id?: number | string;
                date_from?: string;
                date_to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Bad Request: rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: license_required, rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "license_required" | "rest_forbidden";
                    };
                };
            };
        };
    };
    putScheduledPostsFeed: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                feed: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    scheduled_at: string;
                    timezone?: string;
                };
                "application/x-www-form-urlencoded": {
                    scheduled_at: string;
                    timezone?: string;
                };
            };
        };
        responses: {
            /** @description Bad Request: rest_invalid_json, rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_json" | "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: license_required, rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "license_required" | "rest_forbidden";
                    };
                };
            };
            /** @description Payload Too Large: rest_payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_payload_too_large";
                    };
                };
            };
            /** @description Unsupported Media Type: rest_unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_unsupported_media_type";
                    };
                };
            };
        };
    };
    postScheduledPostsPublishFeed: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                feed: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Bad Request: rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: license_required, rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "license_required" | "rest_forbidden";
                    };
                };
            };
        };
    };
    getAdminTopics: {
        parameters: {
            query?: {
                page?: number | string;
                per_page?: number | string;
                cursor?: string;
                status?: "active" | "inactive";
                parent_id?: number | string;
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Bad Request: rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: license_required, rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "license_required" | "rest_forbidden";
                    };
                };
            };
        };
    };
    postAdminTopics: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    slug?: string;
                    /** @default  */
                    description?: string;
                    /** @default  */
                    color?: "" | string;
                    /** @default  */
                    icon?: string;
                    parent_id?: (number | string) | null;
                    /**
                     * @default active
                     * @enum {string}
                     */
                    status?: "active" | "inactive";
                    serial?: number | string;
                };
                "application/x-www-form-urlencoded": {
                    title: string;
                    slug?: string;
                    /** @default  */
                    description?: string;
                    /** @default  */
                    color?: "" | string;
                    /** @default  */
                    icon?: string;
                    parent_id?: (number | string) | null;
                    /**
                     * @default active
                     * @enum {string}
                     */
                    status?: "active" | "inactive";
                    serial?: number | string;
                };
            };
        };
        responses: {
            /** @description Bad Request: rest_invalid_json, rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_json" | "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: license_required, rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "license_required" | "rest_forbidden";
                    };
                };
            };
            /** @description Payload Too Large: rest_payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_payload_too_large";
                    };
                };
            };
            /** @description Unsupported Media Type: rest_unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_unsupported_media_type";
                    };
                };
            };
        };
    };
    putAdminTopicsTopicId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                topic_id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title?: string;
                    slug?: string;
                    description?: string;
                    color?: "" | string;
                    icon?: string;
                    parent_id?: (number | string) | null;
                    /** @enum {string} */
                    status?: "active" | "inactive";
                    serial?: number | string;
                };
                "application/x-www-form-urlencoded": {
                    title?: string;
                    slug?: string;
                    description?: string;
                    color?: "" | string;
                    icon?: string;
                    parent_id?: (number | string) | null;
                    /** @enum {string} */
                    status?: "active" | "inactive";
                    serial?: number | string;
                };
            };
        };
        responses: {
            /** @description Bad Request: rest_invalid_json, rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_json" | "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: license_required, rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "license_required" | "rest_forbidden";
                    };
                };
            };
            /** @description Payload Too Large: rest_payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_payload_too_large";
                    };
                };
            };
            /** @description Unsupported Media Type: rest_unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_unsupported_media_type";
                    };
                };
            };
        };
    };
    deleteAdminTopicsTopicId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                topic_id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Bad Request: rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: license_required, rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "license_required" | "rest_forbidden";
                    };
                };
            };
        };
    };
    getAdminTopicsConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: license_required, rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "license_required" | "rest_forbidden";
                    };
                };
            };
        };
    };
    postAdminTopicsConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    enabled?: boolean;
                    required_for_posts?: boolean;
                    allow_multiple?: boolean;
                    max_topics_per_post?: number | string;
                    user_can_create?: boolean;
                    display_on_feed?: boolean;
                    /** @enum {string} */
                    display_style?: "badge" | "tag" | "label";
                };
                "application/x-www-form-urlencoded": {
                    enabled?: boolean;
                    required_for_posts?: boolean;
                    allow_multiple?: boolean;
                    max_topics_per_post?: number | string;
                    user_can_create?: boolean;
                    display_on_feed?: boolean;
                    /** @enum {string} */
                    display_style?: "badge" | "tag" | "label";
                };
            };
        };
        responses: {
            /** @description Bad Request: rest_invalid_json, rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_json" | "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: license_required, rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "license_required" | "rest_forbidden";
                    };
                };
            };
            /** @description Payload Too Large: rest_payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_payload_too_large";
                    };
                };
            };
            /** @description Unsupported Media Type: rest_unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_unsupported_media_type";
                    };
                };
            };
        };
    };
    getNotifications: {
        parameters: {
            query?: {
                page?: number | string;
                per_page?: number | string;
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Bad Request: rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_forbidden";
                    };
                };
            };
        };
    };
    getNotificationsUnread: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_forbidden";
                    };
                };
            };
        };
    };
    postNotificationsMarkReadId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Bad Request: rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_forbidden";
                    };
                };
            };
        };
    };
    postNotificationsMarkReadFeedIdByFeedId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                feed_id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Bad Request: rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_forbidden";
                    };
                };
            };
        };
    };
    postNotificationsMarkAllRead: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_forbidden";
                    };
                };
            };
        };
    };
    getAdminWebhooks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: license_required, rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "license_required" | "rest_forbidden";
                    };
                };
            };
        };
    };
    postAdminWebhooks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    url: string;
                    events?: unknown[];
                    /**
                     * @default active
                     * @enum {string}
                     */
                    status?: "active" | "inactive";
                    secret?: string;
                    headers?: {
                        [key: string]: unknown;
                    };
                    retry_count?: number | string;
                };
                "application/x-www-form-urlencoded": {
                    name: string;
                    url: string;
                    events?: unknown[];
                    /**
                     * @default active
                     * @enum {string}
                     */
                    status?: "active" | "inactive";
                    secret?: string;
                    headers?: {
                        [key: string]: unknown;
                    };
                    retry_count?: number | string;
                };
            };
        };
        responses: {
            /** @description Bad Request: rest_invalid_json, rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_json" | "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: license_required, rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "license_required" | "rest_forbidden";
                    };
                };
            };
            /** @description Payload Too Large: rest_payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_payload_too_large";
                    };
                };
            };
            /** @description Unsupported Media Type: rest_unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_unsupported_media_type";
                    };
                };
            };
        };
    };
    getAdminWebhooksWebhookId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                webhook_id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Bad Request: rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: license_required, rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "license_required" | "rest_forbidden";
                    };
                };
            };
        };
    };
    putAdminWebhooksWebhookId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                webhook_id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    url?: string;
                    events?: unknown[];
                    /** @enum {string} */
                    status?: "active" | "inactive";
                    secret?: string;
                    rotate_secret?: boolean;
                    headers?: {
                        [key: string]: unknown;
                    };
                    retry_count?: number | string;
                };
                "application/x-www-form-urlencoded": {
                    name?: string;
                    url?: string;
                    events?: unknown[];
                    /** @enum {string} */
                    status?: "active" | "inactive";
                    secret?: string;
                    rotate_secret?: boolean;
                    headers?: {
                        [key: string]: unknown;
                    };
                    retry_count?: number | string;
                };
            };
        };
        responses: {
            /** @description Bad Request: rest_invalid_json, rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_json" | "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: license_required, rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "license_required" | "rest_forbidden";
                    };
                };
            };
            /** @description Payload Too Large: rest_payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_payload_too_large";
                    };
                };
            };
            /** @description Unsupported Media Type: rest_unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_unsupported_media_type";
                    };
                };
            };
        };
    };
    deleteAdminWebhooksWebhookId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                webhook_id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Bad Request: rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: license_required, rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "license_required" | "rest_forbidden";
                    };
                };
            };
        };
    };
    postAdminWebhooksWebhookIdTest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                webhook_id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Bad Request: rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: license_required, rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "license_required" | "rest_forbidden";
                    };
                };
            };
        };
    };
    getAdminWebhooksWebhookIdDeliveries: {
        parameters: {
            query?: {
                per_page?: number | string;
                cursor?: string;
            };
            header?: never;
            path: {
                webhook_id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Bad Request: rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: license_required, rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "license_required" | "rest_forbidden";
                    };
                };
            };
        };
    };
    getAdminWebhooksWebhookIdDeliveriesDeliveryId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                webhook_id: number | string;
                delivery_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Bad Request: rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: license_required, rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "license_required" | "rest_forbidden";
                    };
                };
            };
        };
    };
    postAdminWebhooksWebhookIdDeliveriesDeliveryIdRedeliver: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                webhook_id: number | string;
                delivery_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Bad Request: rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: license_required, rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "license_required" | "rest_forbidden";
                    };
                };
            };
        };
    };
    getActivities: {
        parameters: {
            query?: {
                context?: {
                    user_id?: number | string;
                    /** @enum {string} */
                    type?: "space";
                    space_id?: number | string;
                };
                action_type?: "post_created" | "comment_added" | "reaction_added" | "space_joined" | "space_created" | "course_enrolled" | "lesson_completed" | "profile_updated" | "follow_user" | "bookmark_added";
                user_id?: number | string;
                space_id?: number | string;
                date_from?: string;
                date_to?: string;
                page?: number | string;
                per_page?: number | string;
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Bad Request: rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_forbidden";
                    };
                };
            };
        };
    };
    getFeedsOembed: {
        parameters: {
            query: {
                url: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Bad Request: rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_forbidden";
                    };
                };
            };
        };
    };
    postMediaUploads: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    file_name: string;
                    file_type: string;
                    file_size: number | string;
                    /** @enum {string} */
                    object_source?: "feed" | "comment" | "profile" | "space";
                    object_id?: number | string;
                };
                "application/x-www-form-urlencoded": {
                    file_name: string;
                    file_type: string;
                    file_size: number | string;
                    /** @enum {string} */
                    object_source?: "feed" | "comment" | "profile" | "space";
                    object_id?: number | string;
                };
            };
        };
        responses: {
            /** @description Bad Request: rest_invalid_json, rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_json" | "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_forbidden";
                    };
                };
            };
            /** @description Payload Too Large: rest_payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_payload_too_large";
                    };
                };
            };
            /** @description Unsupported Media Type: rest_unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_unsupported_media_type";
                    };
                };
            };
        };
    };
    getMediaId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Bad Request: rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_forbidden";
                    };
                };
            };
        };
    };
    deleteMediaId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Bad Request: rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_forbidden";
                    };
                };
            };
        };
    };
    postFeedsMediaUpload: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    object_source?: "feed" | "comment" | "profile" | "space";
                    object_id?: number | string;
                };
                "application/x-www-form-urlencoded": {
                    /** @enum {string} */
                    object_source?: "feed" | "comment" | "profile" | "space";
                    object_id?: number | string;
                };
                "multipart/form-data": Record<string, never>;
            };
        };
        responses: {
            /** @description Bad Request: rest_invalid_json, rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_json" | "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_forbidden";
                    };
                };
            };
            /** @description Payload Too Large: rest_payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_payload_too_large";
                    };
                };
            };
            /** @description Unsupported Media Type: rest_unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_unsupported_media_type";
                    };
                };
            };
        };
    };
    getProfileUsernameMedia: {
        parameters: {
            query?: {
                page?: number | string;
                per_page?: number | string;
                cursor?: string;
                file_type?: "image/jpeg" | "image/png" | "image/gif" | "image/webp" | "video/mp4" | "video/webm" | "application/pdf" | "application/zip";
                object_source?: "feed" | "comment" | "profile" | "space";
            };
            header?: never;
            path: {
                username: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Bad Request: rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_forbidden";
                    };
                };
            };
        };
    };
    getCourses: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Bad Request: rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_forbidden";
                    };
                };
            };
        };
    };
    postCourses: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    description: string;
                    slug?: string;
                    content?: string;
                    featured_image?: ("" | string) | (number | string);
                    /**
                     * @default public
                     * @enum {string}
                     */
                    privacy?: "public" | "private" | "secret";
                    category?: string;
                    difficulty?: "" | ("beginner" | "intermediate" | "advanced");
                    duration?: string;
                    price?: number | string;
                    /**
                     * @default self_paced
                     * @enum {string}
                     */
                    course_type?: "self_paced" | "structured" | "scheduled";
                    instructor_id?: number | string;
                    parent_id?: number | string;
                    settings?: {
                        restricted_post_only?: boolean;
                        emoji?: string;
                        shape_svg?: string;
                        custom_lock_screen?: boolean;
                        can_request_join?: boolean;
                        layout_style?: string;
                        show_sidebar?: boolean;
                        og_image?: "" | string;
                        links?: {
                            title: string;
                            /** Format: uri */
                            url: string;
                        }[];
                        topic_required?: boolean;
                        hide_members_count?: boolean;
                        /** @enum {string} */
                        members_page_status?: "public" | "members_only";
                        allow_posts?: boolean;
                        require_approval?: boolean;
                        post_permissions?: ("member" | "moderator" | "admin")[];
                        allow_comments?: boolean;
                        allow_reactions?: boolean;
                    };
                    /**
                     * @default draft
                     * @enum {string}
                     */
                    status?: "published" | "draft";
                };
                "application/x-www-form-urlencoded": {
                    title: string;
                    description: string;
                    slug?: string;
                    content?: string;
                    featured_image?: ("" | string) | (number | string);
                    /**
                     * @default public
                     * @enum {string}
                     */
                    privacy?: "public" | "private" | "secret";
                    category?: string;
                    difficulty?: "" | ("beginner" | "intermediate" | "advanced");
                    duration?: string;
                    price?: number | string;
                    /**
                     * @default self_paced
                     * @enum {string}
                     */
                    course_type?: "self_paced" | "structured" | "scheduled";
                    instructor_id?: number | string;
                    parent_id?: number | string;
                    settings?: {
                        restricted_post_only?: boolean;
                        emoji?: string;
                        shape_svg?: string;
                        custom_lock_screen?: boolean;
                        can_request_join?: boolean;
                        layout_style?: string;
                        show_sidebar?: boolean;
                        og_image?: "" | string;
                        links?: {
                            title: string;
                            /** Format: uri */
                            url: string;
                        }[];
                        topic_required?: boolean;
                        hide_members_count?: boolean;
                        /** @enum {string} */
                        members_page_status?: "public" | "members_only";
                        allow_posts?: boolean;
                        require_approval?: boolean;
                        post_permissions?: ("member" | "moderator" | "admin")[];
                        allow_comments?: boolean;
                        allow_reactions?: boolean;
                    };
                    /**
                     * @default draft
                     * @enum {string}
                     */
                    status?: "published" | "draft";
                };
            };
        };
        responses: {
            /** @description Bad Request: rest_invalid_json, rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_json" | "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_forbidden";
                    };
                };
            };
            /** @description Payload Too Large: rest_payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_payload_too_large";
                    };
                };
            };
            /** @description Unsupported Media Type: rest_unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_unsupported_media_type";
                    };
                };
            };
        };
    };
    getCoursesId: {
        parameters: {
            query?: {
                intended_lesson_slug?: string;
            };
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Bad Request: rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_forbidden";
                    };
                };
            };
        };
    };
    putCoursesId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title?: string;
                    description?: string;
                    slug?: string;
                    content?: string;
                    featured_image?: ("" | string) | (number | string);
                    /** @enum {string} */
                    status?: "published" | "draft" | "archived";
                    /** @enum {string} */
                    privacy?: "public" | "private" | "secret";
                    category?: string;
                    difficulty?: "" | ("beginner" | "intermediate" | "advanced");
                    duration?: string;
                    price?: number | string;
                    /** @enum {string} */
                    course_type?: "self_paced" | "structured" | "scheduled";
                    instructor_id?: number | string;
                    parent_id?: number | string;
                    settings?: {
                        restricted_post_only?: boolean;
                        emoji?: string;
                        shape_svg?: string;
                        custom_lock_screen?: boolean;
                        can_request_join?: boolean;
                        layout_style?: string;
                        show_sidebar?: boolean;
                        og_image?: "" | string;
                        links?: {
                            title: string;
                            /** Format: uri */
                            url: string;
                        }[];
                        topic_required?: boolean;
                        hide_members_count?: boolean;
                        /** @enum {string} */
                        members_page_status?: "public" | "members_only";
                        allow_posts?: boolean;
                        require_approval?: boolean;
                        post_permissions?: ("member" | "moderator" | "admin")[];
                        allow_comments?: boolean;
                        allow_reactions?: boolean;
                    };
                };
                "application/x-www-form-urlencoded": {
                    title?: string;
                    description?: string;
                    slug?: string;
                    content?: string;
                    featured_image?: ("" | string) | (number | string);
                    /** @enum {string} */
                    status?: "published" | "draft" | "archived";
                    /** @enum {string} */
                    privacy?: "public" | "private" | "secret";
                    category?: string;
                    difficulty?: "" | ("beginner" | "intermediate" | "advanced");
                    duration?: string;
                    price?: number | string;
                    /** @enum {string} */
                    course_type?: "self_paced" | "structured" | "scheduled";
                    instructor_id?: number | string;
                    parent_id?: number | string;
                    settings?: {
                        restricted_post_only?: boolean;
                        emoji?: string;
                        shape_svg?: string;
                        custom_lock_screen?: boolean;
                        can_request_join?: boolean;
                        layout_style?: string;
                        show_sidebar?: boolean;
                        og_image?: "" | string;
                        links?: {
                            title: string;
                            /** Format: uri */
                            url: string;
                        }[];
                        topic_required?: boolean;
                        hide_members_count?: boolean;
                        /** @enum {string} */
                        members_page_status?: "public" | "members_only";
                        allow_posts?: boolean;
                        require_approval?: boolean;
                        post_permissions?: ("member" | "moderator" | "admin")[];
                        allow_comments?: boolean;
                        allow_reactions?: boolean;
                    };
                };
            };
        };
        responses: {
            /** @description Bad Request: rest_invalid_json, rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_json" | "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_forbidden";
                    };
                };
            };
            /** @description Payload Too Large: rest_payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_payload_too_large";
                    };
                };
            };
            /** @description Unsupported Media Type: rest_unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_unsupported_media_type";
                    };
                };
            };
        };
    };
    deleteCoursesId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Bad Request: rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_forbidden";
                    };
                };
            };
        };
    };
    getCoursesSlugBySlug: {
        parameters: {
            query?: {
                intended_lesson_slug?: string;
            };
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Bad Request: rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_forbidden";
                    };
                };
            };
        };
    };
    postAdminCourses: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    description: string;
                    slug?: string;
                    content?: string;
                    featured_image?: ("" | string) | (number | string);
                    /**
                     * @default public
                     * @enum {string}
                     */
                    privacy?: "public" | "private" | "secret";
                    category?: string;
                    difficulty?: "" | ("beginner" | "intermediate" | "advanced");
                    duration?: string;
                    price?: number | string;
                    /**
                     * @default self_paced
                     * @enum {string}
                     */
                    course_type?: "self_paced" | "structured" | "scheduled";
                    instructor_id?: number | string;
                    parent_id?: number | string;
                    settings?: {
                        restricted_post_only?: boolean;
                        emoji?: string;
                        shape_svg?: string;
                        custom_lock_screen?: boolean;
                        can_request_join?: boolean;
                        layout_style?: string;
                        show_sidebar?: boolean;
                        og_image?: "" | string;
                        links?: {
                            title: string;
                            /** Format: uri */
                            url: string;
                        }[];
                        topic_required?: boolean;
                        hide_members_count?: boolean;
                        /** @enum {string} */
                        members_page_status?: "public" | "members_only";
                        allow_posts?: boolean;
                        require_approval?: boolean;
                        post_permissions?: ("member" | "moderator" | "admin")[];
                        allow_comments?: boolean;
                        allow_reactions?: boolean;
                    };
                    /**
                     * @default draft
                     * @enum {string}
                     */
                    status?: "published" | "draft";
                };
                "application/x-www-form-urlencoded": {
                    title: string;
                    description: string;
                    slug?: string;
                    content?: string;
                    featured_image?: ("" | string) | (number | string);
                    /**
                     * @default public
                     * @enum {string}
                     */
                    privacy?: "public" | "private" | "secret";
                    category?: string;
                    difficulty?: "" | ("beginner" | "intermediate" | "advanced");
                    duration?: string;
                    price?: number | string;
                    /**
                     * @default self_paced
                     * @enum {string}
                     */
                    course_type?: "self_paced" | "structured" | "scheduled";
                    instructor_id?: number | string;
                    parent_id?: number | string;
                    settings?: {
                        restricted_post_only?: boolean;
                        emoji?: string;
                        shape_svg?: string;
                        custom_lock_screen?: boolean;
                        can_request_join?: boolean;
                        layout_style?: string;
                        show_sidebar?: boolean;
                        og_image?: "" | string;
                        links?: {
                            title: string;
                            /** Format: uri */
                            url: string;
                        }[];
                        topic_required?: boolean;
                        hide_members_count?: boolean;
                        /** @enum {string} */
                        members_page_status?: "public" | "members_only";
                        allow_posts?: boolean;
                        require_approval?: boolean;
                        post_permissions?: ("member" | "moderator" | "admin")[];
                        allow_comments?: boolean;
                        allow_reactions?: boolean;
                    };
                    /**
                     * @default draft
                     * @enum {string}
                     */
                    status?: "published" | "draft";
                };
            };
        };
        responses: {
            /** @description Bad Request: rest_invalid_json, rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_json" | "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_forbidden";
                    };
                };
            };
            /** @description Payload Too Large: rest_payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_payload_too_large";
                    };
                };
            };
            /** @description Unsupported Media Type: rest_unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_unsupported_media_type";
                    };
                };
            };
        };
    };
    getAdminCoursesId: {
        parameters: {
            query?: {
                intended_lesson_slug?: string;
            };
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Bad Request: rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_forbidden";
                    };
                };
            };
        };
    };
    putAdminCoursesId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title?: string;
                    description?: string;
                    slug?: string;
                    content?: string;
                    featured_image?: ("" | string) | (number | string);
                    /** @enum {string} */
                    status?: "published" | "draft" | "archived";
                    /** @enum {string} */
                    privacy?: "public" | "private" | "secret";
                    category?: string;
                    difficulty?: "" | ("beginner" | "intermediate" | "advanced");
                    duration?: string;
                    price?: number | string;
                    /** @enum {string} */
                    course_type?: "self_paced" | "structured" | "scheduled";
                    instructor_id?: number | string;
                    parent_id?: number | string;
                    settings?: {
                        restricted_post_only?: boolean;
                        emoji?: string;
                        shape_svg?: string;
                        custom_lock_screen?: boolean;
                        can_request_join?: boolean;
                        layout_style?: string;
                        show_sidebar?: boolean;
                        og_image?: "" | string;
                        links?: {
                            title: string;
                            /** Format: uri */
                            url: string;
                        }[];
                        topic_required?: boolean;
                        hide_members_count?: boolean;
                        /** @enum {string} */
                        members_page_status?: "public" | "members_only";
                        allow_posts?: boolean;
                        require_approval?: boolean;
                        post_permissions?: ("member" | "moderator" | "admin")[];
                        allow_comments?: boolean;
                        allow_reactions?: boolean;
                    };
                };
                "application/x-www-form-urlencoded": {
                    title?: string;
                    description?: string;
                    slug?: string;
                    content?: string;
                    featured_image?: ("" | string) | (number | string);
                    /** @enum {string} */
                    status?: "published" | "draft" | "archived";
                    /** @enum {string} */
                    privacy?: "public" | "private" | "secret";
                    category?: string;
                    difficulty?: "" | ("beginner" | "intermediate" | "advanced");
                    duration?: string;
                    price?: number | string;
                    /** @enum {string} */
                    course_type?: "self_paced" | "structured" | "scheduled";
                    instructor_id?: number | string;
                    parent_id?: number | string;
                    settings?: {
                        restricted_post_only?: boolean;
                        emoji?: string;
                        shape_svg?: string;
                        custom_lock_screen?: boolean;
                        can_request_join?: boolean;
                        layout_style?: string;
                        show_sidebar?: boolean;
                        og_image?: "" | string;
                        links?: {
                            title: string;
                            /** Format: uri */
                            url: string;
                        }[];
                        topic_required?: boolean;
                        hide_members_count?: boolean;
                        /** @enum {string} */
                        members_page_status?: "public" | "members_only";
                        allow_posts?: boolean;
                        require_approval?: boolean;
                        post_permissions?: ("member" | "moderator" | "admin")[];
                        allow_comments?: boolean;
                        allow_reactions?: boolean;
                    };
                };
            };
        };
        responses: {
            /** @description Bad Request: rest_invalid_json, rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_json" | "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_forbidden";
                    };
                };
            };
            /** @description Payload Too Large: rest_payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_payload_too_large";
                    };
                };
            };
            /** @description Unsupported Media Type: rest_unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_unsupported_media_type";
                    };
                };
            };
        };
    };
    deleteAdminCoursesId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Bad Request: rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_forbidden";
                    };
                };
            };
        };
    };
    getAdminCoursesIdSections: {
        parameters: {
            query?: {
                conditions?: "only_published"[];
                with_lock_screen?: boolean;
            };
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Bad Request: rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_forbidden";
                    };
                };
            };
        };
    };
    postAdminCoursesIdSections: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    /** @enum {string} */
                    status?: "draft" | "published" | "archived";
                };
                "application/x-www-form-urlencoded": {
                    title: string;
                    /** @enum {string} */
                    status?: "draft" | "published" | "archived";
                };
            };
        };
        responses: {
            /** @description Bad Request: rest_invalid_json, rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_json" | "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_forbidden";
                    };
                };
            };
            /** @description Payload Too Large: rest_payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_payload_too_large";
                    };
                };
            };
            /** @description Unsupported Media Type: rest_unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_unsupported_media_type";
                    };
                };
            };
        };
    };
    patchAdminCoursesIdSectionsIndexes: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    indexes: {
                        [key: string]: number | string;
                    };
                };
                "application/x-www-form-urlencoded": {
                    indexes: {
                        [key: string]: number | string;
                    };
                };
            };
        };
        responses: {
            /** @description Bad Request: rest_invalid_json, rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_json" | "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_forbidden";
                    };
                };
            };
            /** @description Payload Too Large: rest_payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_payload_too_large";
                    };
                };
            };
            /** @description Unsupported Media Type: rest_unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_unsupported_media_type";
                    };
                };
            };
        };
    };
    getAdminCoursesIdSectionsSectionId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
                section_id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Bad Request: rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_forbidden";
                    };
                };
            };
        };
    };
    putAdminCoursesIdSectionsSectionId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
                section_id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    /** @enum {string} */
                    status: "draft" | "published" | "archived";
                };
                "application/x-www-form-urlencoded": {
                    title: string;
                    /** @enum {string} */
                    status: "draft" | "published" | "archived";
                };
            };
        };
        responses: {
            /** @description Bad Request: rest_invalid_json, rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_json" | "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_forbidden";
                    };
                };
            };
            /** @description Payload Too Large: rest_payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_payload_too_large";
                    };
                };
            };
            /** @description Unsupported Media Type: rest_unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_unsupported_media_type";
                    };
                };
            };
        };
    };
    deleteAdminCoursesIdSectionsSectionId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
                section_id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Bad Request: rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_forbidden";
                    };
                };
            };
        };
    };
    patchAdminCoursesIdSectionsSectionId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
                section_id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title?: string;
                    /** @enum {string} */
                    status?: "draft" | "published" | "archived";
                    scheduled_at?: "" | null | string;
                    reactions_count?: number | string;
                };
                "application/x-www-form-urlencoded": {
                    title?: string;
                    /** @enum {string} */
                    status?: "draft" | "published" | "archived";
                    scheduled_at?: "" | null | string;
                    reactions_count?: number | string;
                };
            };
        };
        responses: {
            /** @description Bad Request: rest_invalid_json, rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_json" | "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_forbidden";
                    };
                };
            };
            /** @description Payload Too Large: rest_payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_payload_too_large";
                    };
                };
            };
            /** @description Unsupported Media Type: rest_unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_unsupported_media_type";
                    };
                };
            };
        };
    };
    patchAdminCoursesIdSectionsSectionIdIndexes: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
                section_id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    indexes: {
                        [key: string]: number | string;
                    };
                };
                "application/x-www-form-urlencoded": {
                    indexes: {
                        [key: string]: number | string;
                    };
                };
            };
        };
        responses: {
            /** @description Bad Request: rest_invalid_json, rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_json" | "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_forbidden";
                    };
                };
            };
            /** @description Payload Too Large: rest_payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_payload_too_large";
                    };
                };
            };
            /** @description Unsupported Media Type: rest_unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_unsupported_media_type";
                    };
                };
            };
        };
    };
    getAdminCoursesIdLessons: {
        parameters: {
            query?: {
                topic_id?: number | string;
            };
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Bad Request: rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_forbidden";
                    };
                };
            };
        };
    };
    postAdminCoursesIdLessons: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    section_id: number | string;
                    /** @enum {string} */
                    type?: "text" | "video" | "quiz";
                };
                "application/x-www-form-urlencoded": {
                    title: string;
                    section_id: number | string;
                    /** @enum {string} */
                    type?: "text" | "video" | "quiz";
                };
            };
        };
        responses: {
            /** @description Bad Request: rest_invalid_json, rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_json" | "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_forbidden";
                    };
                };
            };
            /** @description Payload Too Large: rest_payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_payload_too_large";
                    };
                };
            };
            /** @description Unsupported Media Type: rest_unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_unsupported_media_type";
                    };
                };
            };
        };
    };
    getAdminCoursesIdLessonsLessonId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
                lesson_id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Bad Request: rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_forbidden";
                    };
                };
            };
        };
    };
    putAdminCoursesIdLessonsLessonId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
                lesson_id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    lesson: {
                        title: string;
                        parent_id: number | string;
                        /** @enum {string} */
                        status: "draft" | "published" | "archived";
                        message?: string;
                        /** @enum {string} */
                        content_type?: "text" | "video" | "quiz";
                        meta?: {
                            /** @enum {string} */
                            enable_comments?: "yes" | "no";
                            /** @enum {string} */
                            enable_media?: "yes" | "no";
                            /** @enum {string} */
                            free_preview_lesson?: "yes" | "no";
                            /** @enum {string} */
                            require_video_completion?: "yes" | "no";
                            /** @enum {string} */
                            auto_complete_on_video_end?: "yes" | "no";
                            media?: {
                                type?: string;
                                url?: "" | string;
                                content_type?: string;
                                provider?: string;
                                title?: string;
                                author_name?: string;
                                image?: "" | string;
                            };
                            video_length?: number | string;
                            video_completion_threshold?: number | string;
                        };
                        featured_image?: "" | string;
                        quiz_questions?: {
                            id: string;
                            /** @enum {string} */
                            type: "multiple_choice" | "multiple_select" | "true_false" | "short_answer";
                            question: string;
                            options?: {
                                id: string;
                                text: string;
                                is_correct?: boolean;
                            }[];
                            points?: number | string;
                            /** @default  */
                            explanation?: string;
                            enabled?: boolean;
                            /** @enum {string} */
                            grading_mode?: "manual" | "open" | "exact_match";
                            correct_answers?: string[];
                            correct_answer?: boolean;
                        }[];
                        quiz_settings?: {
                            passing_score?: number | string;
                            max_attempts?: number | string;
                            time_limit?: number | string;
                            show_correct_answers?: boolean;
                            randomize_questions?: boolean;
                        };
                    };
                };
                "application/x-www-form-urlencoded": {
                    lesson: {
                        title: string;
                        parent_id: number | string;
                        /** @enum {string} */
                        status: "draft" | "published" | "archived";
                        message?: string;
                        /** @enum {string} */
                        content_type?: "text" | "video" | "quiz";
                        meta?: {
                            /** @enum {string} */
                            enable_comments?: "yes" | "no";
                            /** @enum {string} */
                            enable_media?: "yes" | "no";
                            /** @enum {string} */
                            free_preview_lesson?: "yes" | "no";
                            /** @enum {string} */
                            require_video_completion?: "yes" | "no";
                            /** @enum {string} */
                            auto_complete_on_video_end?: "yes" | "no";
                            media?: {
                                type?: string;
                                url?: "" | string;
                                content_type?: string;
                                provider?: string;
                                title?: string;
                                author_name?: string;
                                image?: "" | string;
                            };
                            video_length?: number | string;
                            video_completion_threshold?: number | string;
                        };
                        featured_image?: "" | string;
                        quiz_questions?: {
                            id: string;
                            /** @enum {string} */
                            type: "multiple_choice" | "multiple_select" | "true_false" | "short_answer";
                            question: string;
                            options?: {
                                id: string;
                                text: string;
                                is_correct?: boolean;
                            }[];
                            points?: number | string;
                            /** @default  */
                            explanation?: string;
                            enabled?: boolean;
                            /** @enum {string} */
                            grading_mode?: "manual" | "open" | "exact_match";
                            correct_answers?: string[];
                            correct_answer?: boolean;
                        }[];
                        quiz_settings?: {
                            passing_score?: number | string;
                            max_attempts?: number | string;
                            time_limit?: number | string;
                            show_correct_answers?: boolean;
                            randomize_questions?: boolean;
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Bad Request: rest_invalid_json, rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_json" | "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_forbidden";
                    };
                };
            };
            /** @description Payload Too Large: rest_payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_payload_too_large";
                    };
                };
            };
            /** @description Unsupported Media Type: rest_unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_unsupported_media_type";
                    };
                };
            };
        };
    };
    deleteAdminCoursesIdLessonsLessonId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
                lesson_id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Bad Request: rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_forbidden";
                    };
                };
            };
        };
    };
    patchAdminCoursesIdLessonsLessonId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
                lesson_id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title?: string;
                    /** @enum {string} */
                    status?: "draft" | "published" | "archived";
                    slug?: string;
                    message?: string;
                    quiz_questions?: {
                        id: string;
                        /** @enum {string} */
                        type: "multiple_choice" | "multiple_select" | "true_false" | "short_answer";
                        question: string;
                        options?: {
                            id: string;
                            text: string;
                            is_correct?: boolean;
                        }[];
                        points?: number | string;
                        /** @default  */
                        explanation?: string;
                        enabled?: boolean;
                        /** @enum {string} */
                        grading_mode?: "manual" | "open" | "exact_match";
                        correct_answers?: string[];
                        correct_answer?: boolean;
                    }[];
                    quiz_settings?: {
                        passing_score?: number | string;
                        max_attempts?: number | string;
                        time_limit?: number | string;
                        show_correct_answers?: boolean;
                        randomize_questions?: boolean;
                    };
                };
                "application/x-www-form-urlencoded": {
                    title?: string;
                    /** @enum {string} */
                    status?: "draft" | "published" | "archived";
                    slug?: string;
                    message?: string;
                    quiz_questions?: {
                        id: string;
                        /** @enum {string} */
                        type: "multiple_choice" | "multiple_select" | "true_false" | "short_answer";
                        question: string;
                        options?: {
                            id: string;
                            text: string;
                            is_correct?: boolean;
                        }[];
                        points?: number | string;
                        /** @default  */
                        explanation?: string;
                        enabled?: boolean;
                        /** @enum {string} */
                        grading_mode?: "manual" | "open" | "exact_match";
                        correct_answers?: string[];
                        correct_answer?: boolean;
                    }[];
                    quiz_settings?: {
                        passing_score?: number | string;
                        max_attempts?: number | string;
                        time_limit?: number | string;
                        show_correct_answers?: boolean;
                        randomize_questions?: boolean;
                    };
                };
            };
        };
        responses: {
            /** @description Bad Request: rest_invalid_json, rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_json" | "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_forbidden";
                    };
                };
            };
            /** @description Payload Too Large: rest_payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_payload_too_large";
                    };
                };
            };
            /** @description Unsupported Media Type: rest_unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_unsupported_media_type";
                    };
                };
            };
        };
    };
    postCoursesIdEnroll: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Bad Request: rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_forbidden";
                    };
                };
            };
        };
    };
    postCoursesIdUnenroll: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Bad Request: rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_forbidden";
                    };
                };
            };
        };
    };
    getCoursesMyCourses: {
        parameters: {
            query?: {
                page?: number | string;
                per_page?: number | string;
                cursor?: string;
                status?: "active" | "completed" | "all";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Bad Request: rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_forbidden";
                    };
                };
            };
        };
    };
    getCoursesIdProgress: {
        parameters: {
            query?: {
                time_spent?: number | string;
            };
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Bad Request: rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_forbidden";
                    };
                };
            };
        };
    };
    deleteCoursesIdProgress: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Bad Request: rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_forbidden";
                    };
                };
            };
        };
    };
    postCoursesIdLessonsLessonIdComplete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
                lesson_id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Bad Request: rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_forbidden";
                    };
                };
            };
        };
    };
    postCoursesIdLessonsLessonIdIncomplete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
                lesson_id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Bad Request: rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_forbidden";
                    };
                };
            };
        };
    };
    putCoursesIdLessonsLessonIdCompletion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
                lesson_id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    state: "completed" | "incomplete";
                };
                "application/x-www-form-urlencoded": {
                    /** @enum {string} */
                    state: "completed" | "incomplete";
                };
            };
        };
        responses: {
            /** @description Bad Request: rest_invalid_json, rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_json" | "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_forbidden";
                    };
                };
            };
            /** @description Payload Too Large: rest_payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_payload_too_large";
                    };
                };
            };
            /** @description Unsupported Media Type: rest_unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_unsupported_media_type";
                    };
                };
            };
        };
    };
    getCoursesIdStudents: {
        parameters: {
            query?: {
                page?: number | string;
                per_page?: number | string;
                cursor?: string;
                orderby?: "enrolled_at";
                order?: "asc" | "desc";
            };
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Bad Request: rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_forbidden";
                    };
                };
            };
        };
    };
    getCoursesIdCertificate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Bad Request: rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_forbidden";
                    };
                };
            };
        };
    };
    getAdminCoursesIdStudents: {
        parameters: {
            query?: {
                page?: number | string;
                per_page?: number | string;
                cursor?: string;
                orderby?: "enrolled_at";
                order?: "asc" | "desc";
            };
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Bad Request: rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_forbidden";
                    };
                };
            };
        };
    };
    postAdminCoursesIdStudents: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    user_id: number | string;
                };
                "application/x-www-form-urlencoded": {
                    user_id: number | string;
                };
            };
        };
        responses: {
            /** @description Bad Request: rest_invalid_json, rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_json" | "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_forbidden";
                    };
                };
            };
            /** @description Payload Too Large: rest_payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_payload_too_large";
                    };
                };
            };
            /** @description Unsupported Media Type: rest_unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_unsupported_media_type";
                    };
                };
            };
        };
    };
    deleteAdminCoursesIdStudentsStudentId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
                student_id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Bad Request: rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_forbidden";
                    };
                };
            };
        };
    };
    deleteAdminCoursesIdStudentsStudentIdProgress: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
                student_id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Bad Request: rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_forbidden";
                    };
                };
            };
        };
    };
    putAdminCoursesIdLockscreens: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    enabled: boolean;
                    /**
                     * @default membership
                     * @enum {string}
                     */
                    type?: "membership" | "payment" | "custom" | "prerequisite";
                    conditions?: {
                        required_courses?: (number | string)[];
                        /** @default  */
                        required_membership?: string;
                        /** @default  */
                        required_role?: string;
                    };
                    /** @default  */
                    message?: string;
                    /** @default  */
                    button_text?: string;
                    /** @default  */
                    button_url?: "" | string;
                    blocks?: {
                        [key: string]: string | boolean;
                    }[];
                } | {
                    lockscreen: {
                        [key: string]: string | boolean;
                    }[];
                };
                "application/x-www-form-urlencoded": {
                    enabled: boolean;
                    /**
                     * @default membership
                     * @enum {string}
                     */
                    type?: "membership" | "payment" | "custom" | "prerequisite";
                    conditions?: {
                        required_courses?: (number | string)[];
                        /** @default  */
                        required_membership?: string;
                        /** @default  */
                        required_role?: string;
                    };
                    /** @default  */
                    message?: string;
                    /** @default  */
                    button_text?: string;
                    /** @default  */
                    button_url?: "" | string;
                    blocks?: {
                        [key: string]: string | boolean;
                    }[];
                } | {
                    lockscreen: {
                        [key: string]: string | boolean;
                    }[];
                };
            };
        };
        responses: {
            /** @description Bad Request: rest_invalid_json, rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_json" | "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: license_required, rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "license_required" | "rest_forbidden";
                    };
                };
            };
            /** @description Payload Too Large: rest_payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_payload_too_large";
                    };
                };
            };
            /** @description Unsupported Media Type: rest_unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_unsupported_media_type";
                    };
                };
            };
        };
    };
    postCoursesIdLessonsLessonIdQuizStart: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
                lesson_id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Bad Request: rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: license_required, rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "license_required" | "rest_forbidden";
                    };
                };
            };
        };
    };
    postCoursesIdLessonsLessonIdQuizSubmit: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
                lesson_id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    answers: {
                        [key: string]: (string | (number | string) | boolean) | (string | (number | string) | boolean)[] | null;
                    };
                    time_spent?: number | string;
                };
                "application/x-www-form-urlencoded": {
                    answers: {
                        [key: string]: (string | (number | string) | boolean) | (string | (number | string) | boolean)[] | null;
                    };
                    time_spent?: number | string;
                };
            };
        };
        responses: {
            /** @description Bad Request: rest_invalid_json, rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_json" | "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: license_required, rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "license_required" | "rest_forbidden";
                    };
                };
            };
            /** @description Payload Too Large: rest_payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_payload_too_large";
                    };
                };
            };
            /** @description Unsupported Media Type: rest_unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_unsupported_media_type";
                    };
                };
            };
        };
    };
    getCoursesIdLessonsLessonIdQuizResult: {
        parameters: {
            query?: {
                attempt?: "latest" | (number | string);
                include_answers?: boolean;
            };
            header?: never;
            path: {
                id: number | string;
                lesson_id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Bad Request: rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: license_required, rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "license_required" | "rest_forbidden";
                    };
                };
            };
        };
    };
    getAdminCoursesIdQuizResults: {
        parameters: {
            query?: {
                page?: number | string;
                per_page?: number | string;
                cursor?: string;
                lesson_id?: number | string;
                user_id?: number | string;
                status?: "all" | "passed" | "failed";
                orderby?: "submitted_at" | "score" | "user_name";
                order?: "asc" | "desc";
            };
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Bad Request: rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: license_required, rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "license_required" | "rest_forbidden";
                    };
                };
            };
        };
    };
    postAdminCoursesIdQuizResultsQuizId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
                quiz_id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    score?: number | string;
                    passed?: boolean;
                    feedback?: string;
                    answers?: {
                        [key: string]: boolean | (number | string);
                    };
                };
                "application/x-www-form-urlencoded": {
                    score?: number | string;
                    passed?: boolean;
                    feedback?: string;
                    answers?: {
                        [key: string]: boolean | (number | string);
                    };
                };
            };
        };
        responses: {
            /** @description Bad Request: rest_invalid_json, rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_json" | "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: license_required, rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "license_required" | "rest_forbidden";
                    };
                };
            };
            /** @description Payload Too Large: rest_payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_payload_too_large";
                    };
                };
            };
            /** @description Unsupported Media Type: rest_unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_unsupported_media_type";
                    };
                };
            };
        };
    };
    getMigrations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShortError"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShortError"] & {
                        /** @enum {unknown} */
                        code?: "rest_forbidden";
                    };
                };
            };
        };
    };
    getMigrationsSourceConfig: {
        parameters: {
            query?: {
                upload_id?: string;
            };
            header?: never;
            path: {
                source: "legacy-platform" | "buddypress";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Bad Request: rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShortError"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShortError"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShortError"] & {
                        /** @enum {unknown} */
                        code?: "rest_forbidden";
                    };
                };
            };
        };
    };
    postMigrationsSourceUploads: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                source: "legacy-platform" | "buddypress";
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    upload_id?: string;
                    files: {
                        path: string;
                        size: number | string;
                    }[];
                };
                "application/x-www-form-urlencoded": {
                    upload_id?: string;
                    files: {
                        path: string;
                        size: number | string;
                    }[];
                };
            };
        };
        responses: {
            /** @description Bad Request: rest_invalid_json, rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShortError"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_json" | "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShortError"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShortError"] & {
                        /** @enum {unknown} */
                        code?: "rest_forbidden";
                    };
                };
            };
            /** @description Payload Too Large: rest_payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShortError"] & {
                        /** @enum {unknown} */
                        code?: "rest_payload_too_large";
                    };
                };
            };
            /** @description Unsupported Media Type: rest_unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShortError"] & {
                        /** @enum {unknown} */
                        code?: "rest_unsupported_media_type";
                    };
                };
            };
        };
    };
    postMigrationsSourceStart: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                source: "legacy-platform" | "buddypress";
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    items?: ("groups" | "members" | "activities")[];
                    /** @default {} */
                    options?: {
                        migrate_avatars?: boolean;
                        migrate_cover_images?: boolean;
                        preserve_dates?: boolean;
                        skip_existing?: boolean;
                    };
                    upload_id?: string;
                    resume?: boolean;
                };
                "application/x-www-form-urlencoded": {
                    items?: ("groups" | "members" | "activities")[];
                    /** @default {} */
                    options?: {
                        migrate_avatars?: boolean;
                        migrate_cover_images?: boolean;
                        preserve_dates?: boolean;
                        skip_existing?: boolean;
                    };
                    upload_id?: string;
                    resume?: boolean;
                };
            };
        };
        responses: {
            /** @description Bad Request: rest_invalid_json, rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShortError"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_json" | "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShortError"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShortError"] & {
                        /** @enum {unknown} */
                        code?: "rest_forbidden";
                    };
                };
            };
            /** @description Payload Too Large: rest_payload_too_large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShortError"] & {
                        /** @enum {unknown} */
                        code?: "rest_payload_too_large";
                    };
                };
            };
            /** @description Unsupported Media Type: rest_unsupported_media_type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShortError"] & {
                        /** @enum {unknown} */
                        code?: "rest_unsupported_media_type";
                    };
                };
            };
        };
    };
    getMigrationsSourceStatus: {
        parameters: {
            query?: {
                migration_id?: string;
            };
            header?: never;
            path: {
                source: "legacy-platform" | "buddypress";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Bad Request: rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShortError"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_param";
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials, rest_forbidden */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShortError"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials" | "rest_forbidden";
                    };
                };
            };
            /** @description Forbidden: rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShortError"] & {
                        /** @enum {unknown} */
                        code?: "rest_forbidden";
                    };
                };
            };
        };
    };
    getOpenapiJson: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        openapi: string;
                        info: {
                            title: string;
                            version: string;
                        } & {
                            [key: string]: unknown;
                        };
                        paths: {
                            [key: string]: {
                                [key: string]: unknown;
                            };
                        };
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Unauthorized: invalid_credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials";
                    };
                };
            };
        };
    };
    getReference: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description Unauthorized: invalid_credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials";
                    };
                };
            };
        };
    };
    getReferenceRedocStandaloneJs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/javascript": string;
                };
            };
            /** @description Unauthorized: invalid_credentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_credentials";
                    };
                };
            };
        };
    };
}
