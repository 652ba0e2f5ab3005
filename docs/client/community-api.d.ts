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
        /** @description A site setting: its effective value, type, label, description and group. */
        SettingView: {
            /** @constant */
            key: "site_name";
            value: string;
            /** @constant */
            type: "string";
            label: string;
            description: string;
            /** @constant */
            group: "general";
        } | {
            /** @constant */
            key: "site_description";
            value: string;
            /** @constant */
            type: "string";
            label: string;
            description: string;
            /** @constant */
            group: "general";
        } | {
            /** @constant */
            key: "timezone";
            value: string;
            /** @constant */
            type: "string";
            label: string;
            description: string;
            /** @constant */
            group: "general";
        } | {
            /** @constant */
            key: "date_format";
            value: string;
            /** @constant */
            type: "string";
            label: string;
            description: string;
            /** @constant */
            group: "general";
        } | {
            /** @constant */
            key: "time_format";
            value: string;
            /** @constant */
            type: "string";
            label: string;
            description: string;
            /** @constant */
            group: "general";
        } | {
            /** @constant */
            key: "admin_email";
            value: "" | string;
            /** @constant */
            type: "string";
            label: string;
            description: string;
            /** @constant */
            group: "general";
        } | {
            /** @constant */
            key: "portal_slug";
            value: string;
            /** @constant */
            type: "string";
            label: string;
            description: string;
            /** @constant */
            group: "general";
        } | {
            /** @constant */
            key: "features";
            value: components["schemas"]["Features"];
            /** @constant */
            type: "object";
            label: string;
            description: string;
            /** @constant */
            group: "general";
        } | {
            /** @constant */
            key: "allow_registration";
            value: boolean;
            /** @constant */
            type: "boolean";
            label: string;
            description: string;
            /** @constant */
            group: "registration";
        } | {
            /** @constant */
            key: "require_email_verification";
            value: boolean;
            /** @constant */
            type: "boolean";
            label: string;
            description: string;
            /** @constant */
            group: "registration";
        } | {
            /** @constant */
            key: "default_role";
            /** @enum {string} */
            value: "member" | "moderator";
            /** @constant */
            type: "string";
            label: string;
            description: string;
            /** @constant */
            group: "registration";
        } | {
            /** @constant */
            key: "approval_required";
            value: boolean;
            /** @constant */
            type: "boolean";
            label: string;
            description: string;
            /** @constant */
            group: "registration";
        } | {
            /** @constant */
            key: "auto_approve_trusted_users";
            value: boolean;
            /** @constant */
            type: "boolean";
            label: string;
            description: string;
            /** @constant */
            group: "registration";
        } | {
            /** @constant */
            key: "allow_comments";
            value: boolean;
            /** @constant */
            type: "boolean";
            label: string;
            description: string;
            /** @constant */
            group: "content";
        } | {
            /** @constant */
            key: "allow_reactions";
            value: boolean;
            /** @constant */
            type: "boolean";
            label: string;
            description: string;
            /** @constant */
            group: "content";
        } | {
            /** @constant */
            key: "moderate_posts";
            value: boolean;
            /** @constant */
            type: "boolean";
            label: string;
            description: string;
            /** @constant */
            group: "content";
        } | {
            /** @constant */
            key: "moderate_comments";
            value: boolean;
            /** @constant */
            type: "boolean";
            label: string;
            description: string;
            /** @constant */
            group: "content";
        } | {
            /** @constant */
            key: "max_media_per_post";
            value: number;
            /** @constant */
            type: "number";
            label: string;
            description: string;
            /** @constant */
            group: "content";
        } | {
            /** @constant */
            key: "spam_protection";
            value: boolean;
            /** @constant */
            type: "boolean";
            label: string;
            description: string;
            /** @constant */
            group: "content";
        } | {
            /** @constant */
            key: "media_max_file_size_mb";
            value: number;
            /** @constant */
            type: "number";
            label: string;
            description: string;
            /** @constant */
            group: "content";
        } | {
            /** @constant */
            key: "media_uploads_per_minute";
            value: number;
            /** @constant */
            type: "number";
            label: string;
            description: string;
            /** @constant */
            group: "content";
        } | {
            /** @constant */
            key: "media_member_quota_mb";
            value: number;
            /** @constant */
            type: "number";
            label: string;
            description: string;
            /** @constant */
            group: "content";
        } | {
            /** @constant */
            key: "enable_email_notifications";
            value: boolean;
            /** @constant */
            type: "boolean";
            label: string;
            description: string;
            /** @constant */
            group: "notifications";
        } | {
            /** @constant */
            key: "enable_push_notifications";
            value: boolean;
            /** @constant */
            type: "boolean";
            label: string;
            description: string;
            /** @constant */
            group: "notifications";
        } | {
            /** @constant */
            key: "digest_frequency";
            /** @enum {string} */
            value: "never" | "daily" | "weekly" | "monthly";
            /** @constant */
            type: "string";
            label: string;
            description: string;
            /** @constant */
            group: "notifications";
        } | {
            /** @constant */
            key: "from_name";
            value: string;
            /** @constant */
            type: "string";
            label: string;
            description: string;
            /** @constant */
            group: "email";
        } | {
            /** @constant */
            key: "from_email";
            value: "" | string;
            /** @constant */
            type: "string";
            label: string;
            description: string;
            /** @constant */
            group: "email";
        } | {
            /** @constant */
            key: "logo_url";
            value: "" | string;
            /** @constant */
            type: "string";
            label: string;
            description: string;
            /** @constant */
            group: "appearance";
        } | {
            /** @constant */
            key: "favicon_url";
            value: "" | string;
            /** @constant */
            type: "string";
            label: string;
            description: string;
            /** @constant */
            group: "appearance";
        } | {
            /** @constant */
            key: "primary_color";
            value: string;
            /** @constant */
            type: "string";
            label: string;
            description: string;
            /** @constant */
            group: "appearance";
        } | {
            /** @constant */
            key: "secondary_color";
            value: string;
            /** @constant */
            type: "string";
            label: string;
            description: string;
            /** @constant */
            group: "appearance";
        } | {
            /** @constant */
            key: "custom_css";
            value: string;
            /** @constant */
            type: "string";
            label: string;
            description: string;
            /** @constant */
            group: "appearance";
        } | {
            /** @constant */
            key: "gif_search_api_key";
            value: string;
            /** @constant */
            type: "string";
            label: string;
            description: string;
            /** @constant */
            group: "integrations";
        } | {
            /** @constant */
            key: "analytics_tracking_id";
            value: string;
            /** @constant */
            type: "string";
            label: string;
            description: string;
            /** @constant */
            group: "integrations";
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
        /** @description What anyone may read: the public settings, the customization and colors, the sidebar links the caller sees. */
        PublicSettings: {
            site_name: string;
            site_description: string;
            timezone: string;
            date_format: string;
            time_format: string;
            portal_slug: string;
            features: components["schemas"]["Features"];
            allow_registration: boolean;
            require_email_verification: boolean;
            approval_required: boolean;
            allow_comments: boolean;
            allow_reactions: boolean;
            max_media_per_post: number;
            media_max_file_size_mb: number;
            logo_url: "" | string;
            favicon_url: "" | string;
            primary_color: string;
            secondary_color: string;
            custom_css: string;
            analytics_tracking_id: string;
            customization: components["schemas"]["CustomizationSettings"];
            colors: components["schemas"]["ColorsSettings"];
            sidebar_links: components["schemas"]["SidebarLink"][];
        };
        /** @description The customization settings group's values. */
        CustomizationSettings: {
            /** @enum {string} */
            dark_mode: "yes" | "no";
            /** @enum {string} */
            default_theme_mode: "light" | "dark" | "system";
            /** @enum {string} */
            fixed_page_header: "yes" | "no";
            /** @enum {string} */
            show_powered_by: "yes" | "no";
            /** @enum {string} */
            feed_link_on_sidebar: "yes" | "no";
            /** @enum {string} */
            show_post_modal: "yes" | "no";
            /** @enum {string} */
            fixed_sidebar: "yes" | "no";
            /** @enum {string} */
            icon_on_header_menu: "yes" | "no";
            /** @enum {string} */
            disable_feed_layout: "yes" | "no";
            /** @enum {string} */
            collapse_sidebar_groups: "yes" | "no";
            /** @enum {string} */
            hide_header_on_scroll: "yes" | "no";
            /** @enum {string} */
            enable_sidebar_toggle: "yes" | "no";
            affiliate_id: "" | number;
            rich_post_layout: string;
            member_list_layout: string;
            default_feed_layout: string;
            post_title_pref: string;
            max_media_per_post: number;
            /** @enum {string} */
            disable_feed_sort_by: "yes" | "no";
            default_feed_sort_by: string;
        };
        /** @description The colors settings group's values. */
        ColorsSettings: {
            /** @enum {string} */
            light_schema: "default" | "sunset_sands" | "ocean_blue" | "sky_blue" | "emerald_essence" | "custom";
            /** @enum {string} */
            dark_schema: "default" | "sunset_sands" | "ocean_blue" | "sky_blue" | "emerald_essence" | "custom";
            light_config: {
                body: {
                    primary_bg?: string;
                    secondary_bg?: string;
                    secondary_content_bg?: string;
                    active_bg?: string;
                    light_bg?: string;
                    deep_bg?: string;
                    menu_text?: string;
                    primary_text?: string;
                    secondary_text?: string;
                    text_off?: string;
                    text_link?: string;
                    primary_button?: string;
                    primary_button_text?: string;
                    primary_border?: string;
                    secondary_border?: string;
                    highlight_bg?: string;
                    menu_text_active?: string;
                    menu_text_hover?: string;
                    menu_bg_hover?: string;
                };
                fcom_top_menu: {
                    primary_bg?: string;
                    primary_border?: string;
                    menu_text?: string;
                    menu_text_active?: string;
                    active_bg?: string;
                    menu_text_hover?: string;
                    menu_bg_hover?: string;
                };
                spaces: {
                    primary_bg?: string;
                    primary_border?: string;
                    menu_text?: string;
                    menu_text_active?: string;
                    active_bg?: string;
                    menu_text_hover?: string;
                    menu_bg_hover?: string;
                };
            };
            dark_config: {
                body: {
                    primary_bg?: string;
                    secondary_bg?: string;
                    secondary_content_bg?: string;
                    active_bg?: string;
                    light_bg?: string;
                    deep_bg?: string;
                    menu_text?: string;
                    primary_text?: string;
                    secondary_text?: string;
                    text_off?: string;
                    text_link?: string;
                    primary_button?: string;
                    primary_button_text?: string;
                    primary_border?: string;
                    secondary_border?: string;
                    highlight_bg?: string;
                    menu_text_active?: string;
                    menu_text_hover?: string;
                    menu_bg_hover?: string;
                };
                fcom_top_menu: {
                    primary_bg?: string;
                    primary_border?: string;
                    menu_text?: string;
                    menu_text_active?: string;
                    active_bg?: string;
                    menu_text_hover?: string;
                    menu_bg_hover?: string;
                };
                spaces: {
                    primary_bg?: string;
                    primary_border?: string;
                    menu_text?: string;
                    menu_text_active?: string;
                    active_bg?: string;
                    menu_text_hover?: string;
                    menu_bg_hover?: string;
                };
            };
        };
        /** @description A sidebar link: the spec's fields and the original's (parent_id, privacy, settings). */
        SidebarLink: {
            id: number;
            title: string;
            url: string;
            icon: string;
            /** @enum {string} */
            target: "_self" | "_blank";
            serial: number;
            /** @enum {string} */
            visibility: "all" | "members" | "guests";
            /** @description UTC date and time, YYYY-MM-DD HH:MM:SS */
            created_at: string;
            /** @description UTC date and time, YYYY-MM-DD HH:MM:SS */
            updated_at: string;
            parent_id: number | null;
            /** @enum {string} */
            privacy: "public" | "logged_in" | "logged_out_only" | "members_only";
            settings: {
                permalink: string;
                membership_ids: number[];
                emoji: string;
                shape_svg: string;
                /** @enum {string} */
                new_tab: "yes" | "no";
            };
        };
        /** @description The general settings group's values. */
        GeneralSettings: {
            site_title: string;
            slug: string;
            logo: "" | string;
            white_logo: "" | string;
            featured_image: "" | string;
            /** @enum {string} */
            logo_permalink_type: "default" | "custom";
            logo_permalink: "" | string;
            access: {
                /** @enum {string} */
                acess_level: "public" | "logged_in" | "role_based";
                access_roles: ("member" | "moderator" | "admin")[];
            };
            /** @enum {string} */
            auth_form_type: "default" | "custom";
            /** @enum {string} */
            explicit_registration: "yes" | "no";
            /** @enum {string} */
            disable_global_posts: "yes" | "no";
            auth_content: string;
            auth_redirect: "" | string;
            auth_url: "" | string;
            restricted_role_content: string;
            cutsom_auth_url: "" | string;
            /** @enum {string} */
            use_custom_signup_page: "yes" | "no";
            custom_signup_url: "" | string;
        };
        /** @description The storage settings group's values. */
        StorageSettings: {
            /** @enum {string} */
            driver: "s3" | "amazon_s3" | "cloudflare_r2" | "bunny_cdn";
            access_key: string;
            /** @enum {string} */
            secret_key: "FCOM_ENCRYPTED_DATA_KEY" | "";
            bucket: string;
            public_url: "" | string;
            endpoint_url: "" | string;
            account_id: string;
            sub_folder: string;
            s3_endpoint: "" | string;
        };
        /** @description The privacy settings group's values. */
        PrivacySettings: {
            /** @enum {string} */
            can_customize_username: "yes" | "no";
            /** @enum {string} */
            can_change_email: "yes" | "no";
            /** @enum {string} */
            email_auto_login: "yes" | "no";
            /** @enum {string} */
            can_change_password: "yes" | "no";
            /** @enum {string} */
            show_last_activity: "yes" | "no";
            /** @enum {string} */
            enable_gravatar: "yes" | "no";
            /** @enum {string} */
            enable_user_sync: "yes" | "no";
            /** @enum {string} */
            skip_crm_undeliverable_emails: "yes" | "no";
            /** @enum {string} */
            can_deactive_account: "yes" | "no";
            /** @enum {string} */
            members_page_status: "everybody" | "logged_in" | "admin_only";
            /** @enum {string} */
            profile_page_visibility: "everybody" | "logged_in" | "admin_only";
            /** @enum {string} */
            user_space_visibility: "everybody" | "logged_in" | "admin_only";
            /** @enum {string} */
            leaderboard_members_visibility: "everybody" | "logged_in" | "admin_only";
        };
        /** @description The followers settings group's values. */
        FollowersSettings: {
            /** @enum {string} */
            is_enabled: "yes" | "no";
        };
        /** @description The welcome banner settings group's values. */
        WelcomeBannerSettings: {
            login: {
                /** @enum {string} */
                enabled: "yes" | "no";
                title: string;
                description: string;
                /** @enum {string} */
                mediaType: "image" | "video";
                bannerImage: "" | string;
                bannerVideo: {
                    /** @constant */
                    type: "oembed";
                    url: "" | string;
                    content_type: string;
                    provider: string;
                    title: string;
                    author_name: string;
                    html: string;
                    image: "" | string;
                };
                ctaButtons: {
                    label: string;
                    /** Format: uri */
                    link: string;
                    /** @enum {string} */
                    type: "primary" | "secondary" | "text" | "link";
                    /** @enum {string} */
                    newTab: "yes" | "no";
                }[];
                /** @enum {string} */
                allowClose: "yes" | "no";
            };
            logout: {
                /** @enum {string} */
                enabled: "yes" | "no";
                title: string;
                description: string;
                /** @enum {string} */
                mediaType: "image" | "video";
                bannerImage: "" | string;
                bannerVideo: {
                    /** @constant */
                    type: "oembed";
                    url: "" | string;
                    content_type: string;
                    provider: string;
                    title: string;
                    author_name: string;
                    html: string;
                    image: "" | string;
                };
                ctaButtons: {
                    label: string;
                    /** Format: uri */
                    link: string;
                    /** @enum {string} */
                    type: "primary" | "secondary" | "text" | "link";
                    /** @enum {string} */
                    newTab: "yes" | "no";
                }[];
                /** @enum {string} */
                useCustomUrl: "yes" | "no";
            };
        };
        /** @description A social link provider: its label, profile URL prefix, input hint, and whether members may show it. */
        ProfileLinkProvider: {
            title: string;
            domain: string;
            placeholder: string;
            icon_svg: string;
            /** @enum {string} */
            enabled: "yes" | "no";
        };
        /** @description The crm tagging settings group's values. */
        CrmTaggingSettings: {
            /** @enum {string} */
            is_enabled: "yes" | "no";
            signup_tags: string[];
            space_join_tags: string[];
            course_enroll_tags: string[];
            /** @enum {string} */
            remove_tags_on_leave: "yes" | "no";
        };
        /** @description The snippets settings group's values. */
        SnippetsSettings: {
            /** @enum {string} */
            is_enabled: "yes" | "no";
            custom_css: string;
            custom_js: string;
            header_html: string;
            footer_html: string;
        };
        /** @description The messaging settings group's values. */
        MessagingSettings: {
            /** @enum {string} */
            is_enabled: "yes" | "no";
            /** @enum {string} */
            who_can_start: "members" | "moderators" | "admin_only";
            /** @enum {string} */
            space_chat: "yes" | "no";
            /** @enum {string} */
            email_unread_messages: "yes" | "no";
            max_message_length: number;
        };
        /** @description The stored license (its key masked) and its state for this site now. */
        License: {
            key: string | null;
            /** @enum {string} */
            status: "valid" | "expired" | "wrong_site" | "none";
            expires_at: string | null;
            plan: string | null;
            sites_allowed: number;
            sites_used: number;
            features: string[];
            licensee: string | null;
            license_id: string | null;
            licensed_site: string | null;
            issued_at: string | null;
        };
        /** @description A color scheme's colors by selector (hex colors; a missing one falls back to the client's default). */
        ColorSelectors: {
            body: {
                primary_bg?: string;
                secondary_bg?: string;
                secondary_content_bg?: string;
                active_bg?: string;
                light_bg?: string;
                deep_bg?: string;
                menu_text?: string;
                primary_text?: string;
                secondary_text?: string;
                text_off?: string;
                text_link?: string;
                primary_button?: string;
                primary_button_text?: string;
                primary_border?: string;
                secondary_border?: string;
                highlight_bg?: string;
                menu_text_active?: string;
                menu_text_hover?: string;
                menu_bg_hover?: string;
            };
            fcom_top_menu: {
                primary_bg?: string;
                primary_border?: string;
                menu_text?: string;
                menu_text_active?: string;
                active_bg?: string;
                menu_text_hover?: string;
                menu_bg_hover?: string;
            };
            spaces: {
                primary_bg?: string;
                primary_border?: string;
                menu_text?: string;
                menu_text_active?: string;
                active_bg?: string;
                menu_text_hover?: string;
                menu_bg_hover?: string;
            };
        };
        /** @description A menu item: a system item (its permalink fixed) or a custom link. */
        MenuItem: {
            slug: string;
            title: string;
            /** @enum {string} */
            enabled: "yes" | "no";
            /** @enum {string} */
            new_tab: "yes" | "no";
            link_classes: string;
            shape_svg: string;
            emoji: string;
            icon_image: "" | string;
            /** @enum {string} */
            privacy: "public" | "logged_in" | "logged_out_only" | "members_only";
            membership_ids: number[];
            permalink: string;
            /** @enum {string} */
            is_custom: "yes" | "no";
            /** @enum {string} */
            is_system: "yes" | "no";
            /** @enum {string} */
            is_locked: "yes" | "no";
            /** @enum {string} */
            is_unavailable: "yes" | "no";
        };
        /** @description A member as the directory lists them. */
        MemberRow: {
            user_id: number;
            total_points: number;
            /** @enum {number} */
            is_verified: 0 | 1;
            /** @enum {string} */
            status: "active" | "pending" | "suspended";
            display_name: string;
            username: string;
            avatar: string;
            /** @description UTC date and time, YYYY-MM-DD HH:MM:SS */
            created_at: string;
            short_description: string;
            meta: {
                website: string;
                cover_photo: string;
                social_links: components["schemas"]["SocialLinks"];
                badge_slug: string[];
            };
            /** @description null when the site hides last activity from the caller, or never seen */
            last_activity: string | null;
            badge: null;
            id: number;
            /** @enum {string} */
            role: "admin" | "moderator" | "member";
            /** @description The same as last_activity (null while hidden from the caller). */
            last_seen: string | null;
            /** @description Administrators only (and the answers that create or change an account). */
            email?: string;
        };
        /** @description Profile links by provider: a URL, a handle, or empty. */
        SocialLinks: {
            twitter: string;
            youtube: string;
            linkedin: string;
            fb: string;
            instagram: string;
            blue_sky?: string;
            tiktok?: string;
            pinterest?: string;
            telegram?: string;
            snapchat?: string;
            reddit?: string;
            twitch?: string;
            vk?: string;
            github?: string;
            mastodon?: string;
        };
        /** @description An application password of the caller (its secret is shown once, at creation). */
        AppPassword: {
            /** Format: uuid */
            uuid: string;
            name: string;
            /** @description UTC date and time, YYYY-MM-DD HH:MM:SS */
            created_at: string;
            last_used_at: string | null;
        };
        /** @description A member's profile (GET /profile/{username}). */
        Profile: {
            user_id: number;
            total_points: number;
            /** @enum {number} */
            is_verified: 0 | 1;
            /** @enum {string} */
            status: "active" | "pending" | "suspended";
            display_name: string;
            username: string;
            avatar: string;
            /** @description UTC date and time, YYYY-MM-DD HH:MM:SS */
            created_at: string;
            short_description: string;
            meta: {
                website: string;
                cover_photo: string;
                social_links: components["schemas"]["SocialLinks"];
                badge_slug: string[];
            };
            /** @description null when the site hides last activity from the caller, or never seen */
            last_activity: string | null;
            badge: null;
            /** @enum {string} */
            role: "admin" | "moderator" | "member";
            website: string;
            cover_photo: string;
            social_links: components["schemas"]["SocialLinks"];
            /** @description The member themselves and administrators only. */
            email?: string;
            /** @description The member themselves and administrators only. */
            first_name?: string;
            /** @description The member themselves and administrators only. */
            last_name?: string;
        };
        /** @description A member as other objects show them (author, actor, member of a list). */
        Xprofile: {
            user_id: number;
            total_points: number;
            /** @enum {number} */
            is_verified: 0 | 1;
            /** @enum {string} */
            status: "active" | "pending" | "suspended";
            display_name: string;
            username: string;
            avatar: string;
            /** @description UTC date and time, YYYY-MM-DD HH:MM:SS */
            created_at: string;
            short_description: string;
            meta: {
                website: string;
                cover_photo: string;
                social_links: components["schemas"]["SocialLinks"];
                badge_slug: string[];
            };
            /** @description null when the site hides last activity from the caller, or never seen */
            last_activity: string | null;
            badge: null;
        };
        /** @description A space as lists show it: created_by, parent_id and serial as numeric strings, settings as yes/no. */
        SpaceListItem: {
            id: number;
            group_id: number;
            title: string;
            slug: string;
            logo: string;
            cover_photo: string;
            description: string;
            /** @enum {string} */
            type: "discussion" | "announcement" | "community" | "course";
            /** @enum {string} */
            privacy: "public" | "private" | "secret";
            /** @enum {string} */
            status: "published" | "draft" | "archived";
            /** @description UTC date and time, YYYY-MM-DD HH:MM:SS */
            created_at: string;
            /** @description UTC date and time, YYYY-MM-DD HH:MM:SS */
            updated_at: string;
            members_count: number;
            posts_count: number;
            is_member: boolean;
            role: ("member" | "moderator" | "admin" | "student") | null;
            created_by: string;
            parent_id: string | null;
            serial: string;
            settings: components["schemas"]["SpaceListSettings"];
        };
        /** @description A space's settings as lists answer them (the original's convention): flags as the strings yes and no. */
        SpaceListSettings: {
            /** @enum {string} */
            restricted_post_only: "yes" | "no";
            emoji: string;
            shape_svg: string;
            /** @enum {string} */
            custom_lock_screen: "yes" | "no";
            /** @enum {string} */
            can_request_join: "yes" | "no";
            layout_style: string;
            /** @enum {string} */
            show_sidebar: "yes" | "no";
            og_image: string;
            links: {
                title: string;
                url: string;
            }[];
            /** @enum {string} */
            topic_required: "yes" | "no";
            /** @enum {string} */
            hide_members_count: "yes" | "no";
            /** @enum {string} */
            members_page_status: "public" | "members_only";
            /** @enum {string} */
            allow_posts: "yes" | "no";
            /** @enum {string} */
            require_approval: "yes" | "no";
            post_permissions: ("member" | "moderator" | "admin")[];
            /** @enum {string} */
            allow_comments: "yes" | "no";
            /** @enum {string} */
            allow_reactions: "yes" | "no";
        };
        /** @description A space in full, to those who may read it: integers, settings as booleans, its creator and lockscreen. */
        SpaceDetail: {
            id: number;
            group_id: number;
            title: string;
            slug: string;
            logo: string;
            cover_photo: string;
            description: string;
            /** @enum {string} */
            type: "discussion" | "announcement" | "community" | "course";
            /** @enum {string} */
            privacy: "public" | "private" | "secret";
            /** @enum {string} */
            status: "published" | "draft" | "archived";
            /** @description UTC date and time, YYYY-MM-DD HH:MM:SS */
            created_at: string;
            /** @description UTC date and time, YYYY-MM-DD HH:MM:SS */
            updated_at: string;
            members_count: number;
            posts_count: number;
            is_member: boolean;
            role: ("member" | "moderator" | "admin" | "student") | null;
            created_by: number;
            parent_id: number | null;
            serial: number;
            settings: components["schemas"]["SpaceSettings"];
            pending_count?: number;
            creator: {
                id: number;
                username: string;
                display_name: string;
            } | null;
            lockscreen: components["schemas"]["Lockscreen"] | null;
        };
        /** @description A space's settings as details, creation and updates answer them: flags as booleans. */
        SpaceSettings: {
            restricted_post_only: boolean;
            emoji: string;
            shape_svg: string;
            custom_lock_screen: boolean;
            can_request_join: boolean;
            layout_style: string;
            show_sidebar: boolean;
            og_image: string;
            links: {
                title: string;
                url: string;
            }[];
            topic_required: boolean;
            hide_members_count: boolean;
            /** @enum {string} */
            members_page_status: "public" | "members_only";
            allow_posts: boolean;
            require_approval: boolean;
            post_permissions: ("member" | "moderator" | "admin")[];
            allow_comments: boolean;
            allow_reactions: boolean;
        };
        /** @description What a locked space (or course) shows instead of its content; type prerequisite and blocks are a course's. */
        Lockscreen: {
            enabled: boolean;
            /** @enum {string} */
            type: "membership" | "payment" | "custom" | "prerequisite";
            conditions: {
                required_courses: number[];
                required_membership: string;
                required_role: string;
            };
            message: string;
            button_text: string;
            button_url: string;
            blocks?: {
                [key: string]: string | boolean;
            }[];
        };
        /** @description What a private space shows to someone who may know it but not read it. */
        SpaceCard: {
            id: number;
            title: string;
            slug: string;
            logo: string;
            cover_photo: string;
            description: string;
            /** @enum {string} */
            type: "discussion" | "announcement" | "community" | "course";
            /** @enum {string} */
            privacy: "public" | "private" | "secret";
            /** @enum {string} */
            status: "published" | "draft" | "archived";
            members_count: number;
            is_member: boolean;
            role: ("member" | "moderator" | "admin" | "student") | null;
            lockscreen?: components["schemas"]["Lockscreen"];
        };
        PageMeta: {
            total: number;
            per_page: number;
            current_page: number;
            total_pages: number;
            next_cursor?: string | null;
        };
        SpaceMembership: {
            id: number;
            space_id: number;
            user_id: number;
            /** @enum {string} */
            role: "member" | "moderator" | "admin" | "student";
            /** @enum {string} */
            status: "active" | "pending" | "banned";
            /** @description UTC date and time, YYYY-MM-DD HH:MM:SS */
            joined_at: string;
            /** @description UTC date and time, YYYY-MM-DD HH:MM:SS */
            updated_at: string;
        };
        SpaceGroup: {
            id: number;
            title: string;
            slug: string;
            description: string;
            serial: number;
            settings: {
                is_collapsible: boolean;
                default_collapsed: boolean;
            };
            spaces_count: number;
            /** @description UTC date and time, YYYY-MM-DD HH:MM:SS */
            created_at: string;
            /** @description UTC date and time, YYYY-MM-DD HH:MM:SS */
            updated_at: string;
        };
        /** @description A post with whether the caller likes and bookmarked it (false for anonymous callers). */
        FeedForCaller: {
            id: number;
            slug: string;
            title: string;
            message: string;
            message_rendered: string;
            user_id: number;
            space_id: number | null;
            /** @constant */
            type: "text";
            content_type: string;
            /** @enum {string} */
            status: "published" | "unlisted" | "draft" | "pending" | "scheduled";
            published_at: string | null;
            is_sticky: boolean;
            comments_disabled: boolean;
            topics: number[];
            media: ({
                media_id: number;
                /** @enum {string} */
                type: "image" | "video" | "file";
                url: string;
                thumbnail_url: string | null;
                width: number | null;
                height: number | null;
                file_type: ("image/jpeg" | "image/png" | "image/gif" | "image/webp" | "video/mp4" | "video/webm" | "application/pdf" | "application/zip") | null;
            } | {
                type: string;
                url: string;
            })[];
            meta: {
                mentioned_user_ids: number[];
                media_preview?: {
                    /** @constant */
                    is_uploaded: true;
                    image: string;
                    /** @constant */
                    type: "meta_data";
                    /** @constant */
                    provider: "uploader";
                    width: number | null;
                    height: number | null;
                    media_id: number;
                } | {
                    title?: string;
                    author_name?: string;
                    type?: string;
                    provider?: string;
                    content_type?: string;
                    url?: string;
                    html?: string;
                    image?: string;
                    description?: string;
                    icon?: string;
                };
                media_items?: {
                    media_id: number;
                    url: string;
                    /** @constant */
                    type: "image";
                    width: number | null;
                    height: number | null;
                    /** @constant */
                    provider: "uploader";
                }[];
                legacy_activity_id?: number;
            };
            comments_count: number;
            reactions_count: number;
            /** @description UTC date and time, YYYY-MM-DD HH:MM:SS */
            created_at: string;
            /** @description UTC date and time, YYYY-MM-DD HH:MM:SS */
            updated_at: string;
            permalink: string;
            xprofile: components["schemas"]["Xprofile"] | null;
            space: components["schemas"]["SpaceSummary"] | null;
            /** @description YYYY-MM-DD HH:MM:SS in `timezone`; only on a post that was scheduled. */
            scheduled_at?: string;
            /** @description IANA time zone of scheduled_at; only on a post that was scheduled. */
            timezone?: string;
            /** @description Published by its schedule (or waiting for its author); only on a post that was scheduled. */
            auto_publish?: boolean;
            has_user_react: boolean;
            bookmarked: boolean;
        };
        /** @description The space a post belongs to, as posts show it. */
        SpaceSummary: {
            id: number;
            title: string;
            slug: string;
            /** @enum {string} */
            type: "discussion" | "announcement" | "community" | "course";
            /** @enum {string} */
            privacy: "public" | "private" | "secret";
        };
        /** @description A comment with whether the caller likes it (false for anonymous callers). */
        CommentForCaller: {
            id: number;
            post_id: number;
            user_id: number;
            parent_id: number | null;
            message: string;
            message_rendered: string;
            meta: {
                mentioned_user_ids: number[];
                legacy_activity_id?: number;
                media_preview?: {
                    /** @constant */
                    is_uploaded: true;
                    image: string;
                    /** @constant */
                    type: "meta_data";
                    /** @constant */
                    provider: "uploader";
                    width: number | null;
                    height: number | null;
                    media_id: number;
                };
                media_items?: {
                    media_id: number;
                    url: string;
                    /** @constant */
                    type: "image";
                    width: number | null;
                    height: number | null;
                    /** @constant */
                    provider: "uploader";
                }[];
            };
            media: ({
                media_id: number;
                /** @enum {string} */
                type: "image" | "video" | "file";
                url: string;
                thumbnail_url: string | null;
                width: number | null;
                height: number | null;
                file_type: ("image/jpeg" | "image/png" | "image/gif" | "image/webp" | "video/mp4" | "video/webm" | "application/pdf" | "application/zip") | null;
            } | {
                type: string;
                url: string;
            })[];
            /** @constant */
            type: "comment";
            /** @constant */
            content_type: "text";
            /** @constant */
            status: "published";
            is_sticky: boolean;
            reactions_count: number;
            /** @description UTC date and time, YYYY-MM-DD HH:MM:SS */
            created_at: string;
            /** @description UTC date and time, YYYY-MM-DD HH:MM:SS */
            updated_at: string;
            xprofile: components["schemas"]["Xprofile"] | null;
            liked: boolean;
        };
        /** @description A post, without the caller's flags (as events and the scheduled-posts list carry it). */
        Feed: {
            id: number;
            slug: string;
            title: string;
            message: string;
            message_rendered: string;
            user_id: number;
            space_id: number | null;
            /** @constant */
            type: "text";
            content_type: string;
            /** @enum {string} */
            status: "published" | "unlisted" | "draft" | "pending" | "scheduled";
            published_at: string | null;
            is_sticky: boolean;
            comments_disabled: boolean;
            topics: number[];
            media: ({
                media_id: number;
                /** @enum {string} */
                type: "image" | "video" | "file";
                url: string;
                thumbnail_url: string | null;
                width: number | null;
                height: number | null;
                file_type: ("image/jpeg" | "image/png" | "image/gif" | "image/webp" | "video/mp4" | "video/webm" | "application/pdf" | "application/zip") | null;
            } | {
                type: string;
                url: string;
            })[];
            meta: {
                mentioned_user_ids: number[];
                media_preview?: {
                    /** @constant */
                    is_uploaded: true;
                    image: string;
                    /** @constant */
                    type: "meta_data";
                    /** @constant */
                    provider: "uploader";
                    width: number | null;
                    height: number | null;
                    media_id: number;
                } | {
                    title?: string;
                    author_name?: string;
                    type?: string;
                    provider?: string;
                    content_type?: string;
                    url?: string;
                    html?: string;
                    image?: string;
                    description?: string;
                    icon?: string;
                };
                media_items?: {
                    media_id: number;
                    url: string;
                    /** @constant */
                    type: "image";
                    width: number | null;
                    height: number | null;
                    /** @constant */
                    provider: "uploader";
                }[];
                legacy_activity_id?: number;
            };
            comments_count: number;
            reactions_count: number;
            /** @description UTC date and time, YYYY-MM-DD HH:MM:SS */
            created_at: string;
            /** @description UTC date and time, YYYY-MM-DD HH:MM:SS */
            updated_at: string;
            permalink: string;
            xprofile: components["schemas"]["Xprofile"] | null;
            space: components["schemas"]["SpaceSummary"] | null;
            /** @description YYYY-MM-DD HH:MM:SS in `timezone`; only on a post that was scheduled. */
            scheduled_at?: string;
            /** @description IANA time zone of scheduled_at; only on a post that was scheduled. */
            timezone?: string;
            /** @description Published by its schedule (or waiting for its author); only on a post that was scheduled. */
            auto_publish?: boolean;
        };
        Topic: {
            id: number;
            title: string;
            slug: string;
            description: string;
            color: string;
            icon: string;
            parent_id: number | null;
            posts_count: number;
            /** @enum {string} */
            status: "active" | "inactive";
            serial: number;
            /** @description UTC date and time, YYYY-MM-DD HH:MM:SS */
            created_at: string;
            /** @description UTC date and time, YYYY-MM-DD HH:MM:SS */
            updated_at: string;
        };
        TopicConfig: {
            enabled: boolean;
            required_for_posts: boolean;
            allow_multiple: boolean;
            max_topics_per_post: number;
            user_can_create: boolean;
            display_on_feed: boolean;
            /** @enum {string} */
            display_style: "badge" | "tag" | "label";
        };
        /** @description A notification of the caller. */
        Notification: {
            id: number;
            feed_id: number | null;
            object_id: number;
            src_user_id: number | null;
            /** @enum {string} */
            src_object_type: "feed" | "comment" | "space" | "user";
            /** @enum {string} */
            action: "comment_added" | "child_comment_added" | "mention_added" | "feed/react_added" | "comment/react_added" | "feed/mentioned" | "space_feed/created" | "space/member/role_updated" | "user/followed" | "course/enrolled" | "course/quiz_graded";
            title: string;
            /** @description HTML: the actors and what they did. */
            content: string;
            /** @description The portal route of the object; null while withheld. */
            route: {
                name: string;
                params: {
                    [key: string]: string;
                };
            } | null;
            /** @description UTC date and time, YYYY-MM-DD HH:MM:SS */
            created_at: string;
            /** @description UTC date and time, YYYY-MM-DD HH:MM:SS */
            updated_at: string;
            xprofile: components["schemas"]["Xprofile"] | null;
            subscriber: {
                user_id: number;
                object_id: number;
                /** @enum {number} */
                is_read: 0 | 1;
            };
        };
        Webhook: {
            id: number;
            name: string;
            url: string;
            events: ("feed.created" | "feed.updated" | "feed.deleted" | "feed.pinned" | "feed.unpinned" | "comment.created" | "comment.updated" | "comment.deleted" | "reaction.added" | "reaction.removed" | "space.created" | "space.updated" | "space.deleted" | "space.member_joined" | "space.member_left" | "user.registered" | "user.profile_updated" | "user.followed" | "user.unfollowed" | "course.enrolled" | "course.unenrolled" | "lesson.completed" | "course.completed" | "quiz.submitted" | "quiz.graded" | "report.created" | "report.resolved")[];
            /** @enum {string} */
            status: "active" | "inactive";
            /** @description Masked (********abcd), except in the answer that creates or changes it. */
            secret: string;
            /** @description Custom headers; values of secret-looking headers masked. */
            headers: {
                [key: string]: string;
            };
            retry_count: number;
            last_triggered_at: string | null;
            last_error: string | null;
            /** @description UTC date and time, YYYY-MM-DD HH:MM:SS */
            created_at: string;
            /** @description UTC date and time, YYYY-MM-DD HH:MM:SS */
            updated_at: string;
        };
        WebhookDelivery: {
            /** @description The event id, the same on every attempt and redelivery. */
            id: string;
            webhook_id: number;
            event: string;
            /** @enum {string} */
            status: "pending" | "retrying" | "succeeded" | "failed";
            attempts: {
                attempt: number;
                /** @description UTC date and time, YYYY-MM-DD HH:MM:SS */
                at: string;
                status_code: number | null;
                /** @description Milliseconds. */
                response_time: number;
                error: string | null;
            }[];
            last_status_code: number | null;
            last_response_time: number | null;
            last_error: string | null;
            /** @description UTC date and time, YYYY-MM-DD HH:MM:SS */
            created_at: string;
            /** @description UTC date and time, YYYY-MM-DD HH:MM:SS */
            updated_at: string;
        };
        WebhookDeliveryWithBody: {
            /** @description The event id, the same on every attempt and redelivery. */
            id: string;
            webhook_id: number;
            event: string;
            /** @enum {string} */
            status: "pending" | "retrying" | "succeeded" | "failed";
            attempts: {
                attempt: number;
                /** @description UTC date and time, YYYY-MM-DD HH:MM:SS */
                at: string;
                status_code: number | null;
                /** @description Milliseconds. */
                response_time: number;
                error: string | null;
            }[];
            last_status_code: number | null;
            last_response_time: number | null;
            last_error: string | null;
            /** @description UTC date and time, YYYY-MM-DD HH:MM:SS */
            created_at: string;
            /** @description UTC date and time, YYYY-MM-DD HH:MM:SS */
            updated_at: string;
            body: string;
        };
        /** @description An entry of the activity history. */
        Activity: {
            id: number;
            user_id: number;
            /** @enum {string} */
            action_type: "post_created" | "comment_added" | "reaction_added" | "space_joined" | "space_created" | "course_enrolled" | "lesson_completed" | "profile_updated" | "follow_user" | "bookmark_added";
            object_id: number;
            /** @enum {string} */
            object_type: "feed" | "comment" | "space" | "course" | "lesson" | "user";
            space_id: number | null;
            /** @description HTML: who did what, names escaped. */
            message: string;
            meta: {
                title?: string;
                feed_slug?: string;
                comment_id?: number;
                target_user_id?: number;
                course_slug?: string;
                lesson_slug?: string;
            };
            /** @description The portal route of what the activity is about, when there is one. */
            route: {
                name: string;
                params: {
                    [key: string]: string;
                };
                query?: {
                    [key: string]: string;
                };
            } | null;
            xprofile: components["schemas"]["Xprofile"] | null;
            /** @description UTC date and time, YYYY-MM-DD HH:MM:SS */
            created_at: string;
            /** @description UTC date and time, YYYY-MM-DD HH:MM:SS */
            updated_at: string;
        };
        OembedSummary: {
            title?: string;
            author_name?: string;
            type?: string;
            provider?: string;
            content_type?: string;
            url?: string;
            html?: string;
            image?: string;
            description?: string;
            icon?: string;
        };
        Media: {
            id: number;
            /** @description The uploader. */
            user_id: number;
            file_name: string;
            /** @description The object key. */
            file_path: string;
            /** @description Null until the medium is ready. */
            file_url: string | null;
            /** @enum {string} */
            file_type: "image/jpeg" | "image/png" | "image/gif" | "image/webp" | "video/mp4" | "video/webm" | "application/pdf" | "application/zip";
            file_size: number;
            width: number | null;
            height: number | null;
            thumbnail_url: string | null;
            /** @description Thumbnails by name (thumbnail, medium). */
            sizes: {
                [key: string]: {
                    url: string;
                    width: number;
                    height: number;
                };
            };
            object_source: ("feed" | "comment" | "profile" | "space") | null;
            object_id: number | null;
            /** @enum {string} */
            status: "active" | "pending" | "rejected";
            /** @description Why it was rejected ("<code>: <message>"); rejected media only. */
            reason?: string;
            media_key: string;
            /** @description ISO 8601 date and time (UTC) */
            created_at: string;
            /** @description ISO 8601 date and time (UTC) */
            updated_at: string;
        };
        /** @description A course as the lists show it: the space list item's fields with the course's settings and the caller's standing. */
        CourseObject: {
            id: number;
            group_id: number;
            title: string;
            slug: string;
            logo: string;
            cover_photo: string;
            description: string;
            /** @constant */
            type: "course";
            /** @enum {string} */
            privacy: "public" | "private" | "secret";
            /** @enum {string} */
            status: "published" | "draft" | "archived";
            /** @description UTC date and time, YYYY-MM-DD HH:MM:SS */
            created_at: string;
            /** @description UTC date and time, YYYY-MM-DD HH:MM:SS */
            updated_at: string;
            members_count: number;
            posts_count: number;
            is_member: boolean;
            role: string | null;
            created_by: string;
            parent_id: string | null;
            serial: string;
            /** @description The space's settings (booleans as yes/no) with course_type, course_details and course_details_rendered. */
            settings: {
                [key: string]: unknown;
            };
            is_course_admin: boolean;
            can_self_enroll: boolean;
            isEnrolled: boolean;
            sectionsCount: number;
            lessonsCount: number;
            studentsCount: number;
        };
        MyCourse: {
            id: number;
            group_id: number;
            title: string;
            slug: string;
            logo: string;
            cover_photo: string;
            description: string;
            /** @constant */
            type: "course";
            /** @enum {string} */
            privacy: "public" | "private" | "secret";
            /** @enum {string} */
            status: "published" | "draft" | "archived";
            /** @description UTC date and time, YYYY-MM-DD HH:MM:SS */
            created_at: string;
            /** @description UTC date and time, YYYY-MM-DD HH:MM:SS */
            updated_at: string;
            members_count: number;
            posts_count: number;
            is_member: boolean;
            role: string | null;
            created_by: string;
            parent_id: string | null;
            serial: string;
            /** @description The space's settings (booleans as yes/no) with course_type, course_details and course_details_rendered. */
            settings: {
                [key: string]: unknown;
            };
            is_course_admin: boolean;
            can_self_enroll: boolean;
            isEnrolled: boolean;
            sectionsCount: number;
            lessonsCount: number;
            studentsCount: number;
            progress: number;
            enrollment: {
                enrollment_id: string;
                course_id: number;
                user_id: number;
                /** @description UTC date and time, YYYY-MM-DD HH:MM:SS */
                enrolled_at: string;
                completed_at: string | null;
                last_accessed: string | null;
            };
        };
        Course: {
            id: number;
            title: string;
            slug: string;
            description: string;
            content: string;
            featured_image: string;
            /** @enum {string} */
            status: "published" | "draft" | "archived";
            /** @enum {string} */
            privacy: "public" | "private" | "secret";
            category: string;
            /** @enum {string} */
            difficulty: "beginner" | "intermediate" | "advanced" | "";
            duration: string;
            /** @enum {string} */
            course_type: "self_paced" | "structured" | "scheduled";
            sections_count: number;
            lessons_count: number;
            students_count: number;
            reviews_count: number;
            rating: number;
            price: number;
            instructor_id: number;
            is_enrolled: boolean;
            progress: number;
            instructor: {
                id: number;
                display_name: string;
                avatar: string;
                bio: string;
            } | null;
            /** @description UTC date and time, YYYY-MM-DD HH:MM:SS */
            created_at: string;
            /** @description UTC date and time, YYYY-MM-DD HH:MM:SS */
            updated_at: string;
        };
        StudentQuizQuestion: {
            id: string;
            /** @enum {string} */
            type: "multiple_choice" | "multiple_select" | "true_false" | "short_answer";
            question: string;
            options: {
                id: string;
                text: string;
            }[];
            points: number;
        };
        /** @description A quiz lesson's grading configuration (max_attempts 0: unlimited; time_limit in seconds, 0: none). */
        QuizSettings: {
            passing_score: number;
            max_attempts: number;
            time_limit: number;
            show_correct_answers: boolean;
            randomize_questions: boolean;
        };
        CourseTrack: {
            completed_lessons: number[];
            isEnrolled: boolean;
            progress: number;
        };
        CourseSectionWithLessons: {
            id: number;
            user_id: number;
            parent_id: null;
            title: string;
            slug: string;
            message: string;
            /** @constant */
            type: "course_section";
            /** @constant */
            content_type: "text";
            space_id: number;
            course_id: number;
            /** @constant */
            privacy: "public";
            /** @enum {string} */
            status: "draft" | "published" | "archived";
            featured_image: null;
            meta: {
                preview_data: null;
            };
            is_sticky: number;
            comments_count: number;
            /** @description A structured course's unlock days (0 when unset). */
            reactions_count: number;
            priority: number;
            expired_at: null;
            scheduled_at: string | null;
            lessons_count: number;
            /** @description UTC date and time, YYYY-MM-DD HH:MM:SS */
            created_at: string;
            /** @description UTC date and time, YYYY-MM-DD HH:MM:SS */
            updated_at: string;
            lessons: components["schemas"]["CourseLesson"][];
        };
        /** @description A lesson as the course administrators' routes show it (the original's post row). */
        CourseLesson: {
            id: number;
            user_id: number;
            parent_id: number;
            section_id: number;
            course_id: number;
            space_id: number;
            title: string;
            slug: string;
            /** @description The markdown, when the lesson's body was read. */
            message?: string;
            message_rendered?: string;
            /** @constant */
            type: "course_lesson";
            /** @enum {string} */
            content_type: "text" | "video" | "quiz";
            /** @enum {string} */
            status: "draft" | "published" | "archived";
            featured_image: string | null;
            meta: {
                [key: string]: unknown;
            };
            priority: number;
            order: number;
            scheduled_at: string | null;
            quiz_questions?: components["schemas"]["QuizQuestion"][];
            quiz_settings?: components["schemas"]["QuizSettings"];
            /** @description UTC date and time, YYYY-MM-DD HH:MM:SS */
            created_at: string;
            /** @description UTC date and time, YYYY-MM-DD HH:MM:SS */
            updated_at: string;
        };
        /** @description A quiz question as its authors see it (correct options and accepted answers included). */
        QuizQuestion: {
            id: string;
            /** @enum {string} */
            type: "multiple_choice" | "multiple_select" | "true_false" | "short_answer";
            question: string;
            options: {
                id: string;
                text: string;
                is_correct: boolean;
            }[];
            points: number;
            explanation: string;
            enabled: boolean;
            /** @enum {string} */
            grading_mode?: "manual" | "open" | "exact_match";
            correct_answers?: string[];
        };
        /** @description A section as the course administrators' routes show it (the original's post row). */
        CourseSection: {
            id: number;
            user_id: number;
            parent_id: null;
            title: string;
            slug: string;
            message: string;
            /** @constant */
            type: "course_section";
            /** @constant */
            content_type: "text";
            space_id: number;
            course_id: number;
            /** @constant */
            privacy: "public";
            /** @enum {string} */
            status: "draft" | "published" | "archived";
            featured_image: null;
            meta: {
                preview_data: null;
            };
            is_sticky: number;
            comments_count: number;
            /** @description A structured course's unlock days (0 when unset). */
            reactions_count: number;
            priority: number;
            expired_at: null;
            scheduled_at: string | null;
            lessons_count: number;
            /** @description UTC date and time, YYYY-MM-DD HH:MM:SS */
            created_at: string;
            /** @description UTC date and time, YYYY-MM-DD HH:MM:SS */
            updated_at: string;
        };
        CourseProgress: {
            course_id: number;
            progress_percentage: number;
            completed_lessons: number;
            total_lessons: number;
            completed_lesson_ids: number[];
            time_spent: number;
            last_accessed: string | null;
            started_at: string | null;
            /** @description UTC date and time, YYYY-MM-DD HH:MM:SS */
            enrolled_at: string;
            completed_at: string | null;
            certificate_url: string | null;
            next_lesson: {
                id: number;
                title: string;
                order: number;
            } | null;
        };
        CourseStudent: {
            user_id: number;
            username: string;
            display_name: string;
            avatar: string;
            progress_percentage: number;
            /** @description UTC date and time, YYYY-MM-DD HH:MM:SS */
            enrolled_at: string;
            last_accessed: string | null;
            completed_at: string | null;
        };
        CourseLockscreen: {
            enabled: boolean;
            /** @enum {string} */
            type: "membership" | "payment" | "custom" | "prerequisite";
            conditions: {
                required_courses: number[];
                required_membership: string;
                required_role: string;
            };
            message: string;
            button_text: string;
            button_url: string;
            blocks?: {
                [key: string]: string | boolean;
            }[];
        };
        QuizSubmission: {
            id: number;
            user_id: number;
            course_id: number;
            lesson_id: number;
            /** @description With include_answers (always on submit). */
            answers?: {
                [key: string]: (string | number | boolean) | (string | number | boolean)[] | null;
            };
            score: number;
            total_questions: number;
            correct_answers: number;
            passed: boolean;
            passing_score: number;
            attempt_number: number;
            time_spent: number;
            /**
             * @description completed: a written answer awaits grading; graded: every question is scored.
             * @enum {string}
             */
            status: "completed" | "graded";
            /** @description UTC date and time, YYYY-MM-DD HH:MM:SS */
            submitted_at: string;
            graded_at: string | null;
            feedback: string;
            /** @constant */
            time_limit_exceeded?: true;
        };
        RunningMigration: {
            id: string;
            started_at: string | null;
            items_to_migrate: ("groups" | "members" | "activities")[];
            /** @enum {string} */
            current_step: "prepare" | "members" | "groups" | "memberships" | "activities" | "comments" | "finalize";
            progress: {
                members: {
                    total: number;
                    completed: number;
                    percentage: number;
                };
                groups: {
                    total: number;
                    completed: number;
                    percentage: number;
                };
                memberships: {
                    total: number;
                    completed: number;
                    percentage: number;
                };
                activities: {
                    total: number;
                    completed: number;
                    percentage: number;
                };
                comments: {
                    total: number;
                    completed: number;
                    percentage: number;
                };
            };
            /** @description Items per second over the run. */
            rate: number;
            attempt: number;
            options: {
                migrate_avatars: boolean;
                migrate_cover_images: boolean;
                preserve_dates: boolean;
                skip_existing: boolean;
            };
            /** @constant */
            status: "in_progress";
            estimated_time_remaining: string;
        };
        FinishedMigration: {
            id: string;
            started_at: string | null;
            items_to_migrate: ("groups" | "members" | "activities")[];
            /** @enum {string} */
            current_step: "prepare" | "members" | "groups" | "memberships" | "activities" | "comments" | "finalize";
            progress: {
                members: {
                    total: number;
                    completed: number;
                    percentage: number;
                };
                groups: {
                    total: number;
                    completed: number;
                    percentage: number;
                };
                memberships: {
                    total: number;
                    completed: number;
                    percentage: number;
                };
                activities: {
                    total: number;
                    completed: number;
                    percentage: number;
                };
                comments: {
                    total: number;
                    completed: number;
                    percentage: number;
                };
            };
            /** @description Items per second over the run. */
            rate: number;
            attempt: number;
            options: {
                migrate_avatars: boolean;
                migrate_cover_images: boolean;
                preserve_dates: boolean;
                skip_existing: boolean;
            };
            /** @enum {string} */
            status: "completed" | "failed";
            completed_at: string | null;
            /** @description Seconds. */
            duration: number;
            results: {
                members: {
                    total: number;
                    migrated: number;
                    skipped: number;
                    failed: number;
                };
                groups: {
                    total: number;
                    migrated: number;
                    skipped: number;
                    failed: number;
                };
                memberships: {
                    total: number;
                    migrated: number;
                    skipped: number;
                    failed: number;
                };
                activities: {
                    total: number;
                    migrated: number;
                    skipped: number;
                    failed: number;
                };
                comments: {
                    total: number;
                    migrated: number;
                    skipped: number;
                    failed: number;
                };
            };
            skipped_reasons: {
                members: {
                    [key: string]: number;
                };
                groups: {
                    [key: string]: number;
                };
                memberships: {
                    [key: string]: number;
                };
                activities: {
                    [key: string]: number;
                };
                comments: {
                    [key: string]: number;
                };
            };
            errors?: {
                /** @enum {string} */
                item: "members" | "groups" | "memberships" | "activities" | "comments";
                id: number;
                error: string;
            }[];
            errors_total: number;
            /** @description Why a failed run stopped. */
            error?: {
                /** @enum {string} */
                step: "prepare" | "members" | "groups" | "memberships" | "activities" | "comments" | "finalize";
                completed: number;
                total: number;
                cause?: string;
            };
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            general?: {
                                site_name: components["schemas"]["SettingView"];
                                site_description: components["schemas"]["SettingView"];
                                timezone: components["schemas"]["SettingView"];
                                date_format: components["schemas"]["SettingView"];
                                time_format: components["schemas"]["SettingView"];
                                admin_email: components["schemas"]["SettingView"];
                                portal_slug: components["schemas"]["SettingView"];
                                features: components["schemas"]["SettingView"];
                            };
                            registration?: {
                                allow_registration: components["schemas"]["SettingView"];
                                require_email_verification: components["schemas"]["SettingView"];
                                default_role: components["schemas"]["SettingView"];
                                approval_required: components["schemas"]["SettingView"];
                                auto_approve_trusted_users: components["schemas"]["SettingView"];
                            };
                            content?: {
                                allow_comments: components["schemas"]["SettingView"];
                                allow_reactions: components["schemas"]["SettingView"];
                                moderate_posts: components["schemas"]["SettingView"];
                                moderate_comments: components["schemas"]["SettingView"];
                                max_media_per_post: components["schemas"]["SettingView"];
                                spam_protection: components["schemas"]["SettingView"];
                                media_max_file_size_mb: components["schemas"]["SettingView"];
                                media_uploads_per_minute: components["schemas"]["SettingView"];
                                media_member_quota_mb: components["schemas"]["SettingView"];
                            };
                            notifications?: {
                                enable_email_notifications: components["schemas"]["SettingView"];
                                enable_push_notifications: components["schemas"]["SettingView"];
                                digest_frequency: components["schemas"]["SettingView"];
                            };
                            email?: {
                                from_name: components["schemas"]["SettingView"];
                                from_email: components["schemas"]["SettingView"];
                            };
                            appearance?: {
                                logo_url: components["schemas"]["SettingView"];
                                favicon_url: components["schemas"]["SettingView"];
                                primary_color: components["schemas"]["SettingView"];
                                secondary_color: components["schemas"]["SettingView"];
                                custom_css: components["schemas"]["SettingView"];
                            };
                            integrations?: {
                                gif_search_api_key: components["schemas"]["SettingView"];
                                analytics_tracking_id: components["schemas"]["SettingView"];
                            };
                        };
                    };
                };
            };
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
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        data: {
                            updated_count: number;
                            updated_keys: ("site_name" | "site_description" | "timezone" | "date_format" | "time_format" | "admin_email" | "portal_slug" | "features" | "allow_registration" | "require_email_verification" | "default_role" | "approval_required" | "auto_approve_trusted_users" | "allow_comments" | "allow_reactions" | "moderate_posts" | "moderate_comments" | "max_media_per_post" | "spam_protection" | "media_max_file_size_mb" | "media_uploads_per_minute" | "media_member_quota_mb" | "enable_email_notifications" | "enable_push_notifications" | "digest_frequency" | "from_name" | "from_email" | "logo_url" | "favicon_url" | "primary_color" | "secondary_color" | "custom_css" | "gif_search_api_key" | "analytics_tracking_id")[];
                        };
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
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PublicSettings"];
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
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        data: {
                            reset_count: number;
                            reset_keys: ("site_name" | "site_description" | "timezone" | "date_format" | "time_format" | "admin_email" | "portal_slug" | "features" | "allow_registration" | "require_email_verification" | "default_role" | "approval_required" | "auto_approve_trusted_users" | "allow_comments" | "allow_reactions" | "moderate_posts" | "moderate_comments" | "max_media_per_post" | "spam_protection" | "media_max_file_size_mb" | "media_uploads_per_minute" | "media_member_quota_mb" | "enable_email_notifications" | "enable_push_notifications" | "digest_frequency" | "from_name" | "from_email" | "logo_url" | "favicon_url" | "primary_color" | "secondary_color" | "custom_css" | "gif_search_api_key" | "analytics_tracking_id")[];
                        };
                    };
                };
            };
            /** @description Bad Request: invalid_setting_key, rest_invalid_json, rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_setting_key" | "rest_invalid_json" | "rest_invalid_param";
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
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SettingView"];
                    };
                };
            };
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
            /** @description Not Found: setting_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "setting_not_found";
                    };
                };
            };
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        settings: components["schemas"]["GeneralSettings"];
                        user_roles: {
                            moderator: string;
                            member: string;
                        };
                        users_can_register: boolean;
                        user_registration_enable_url: string;
                        is_slug_defined: boolean;
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
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        settings: components["schemas"]["GeneralSettings"];
                        user_roles: {
                            moderator: string;
                            member: string;
                        };
                        users_can_register: boolean;
                        user_registration_enable_url: string;
                        is_slug_defined: boolean;
                        message: string;
                        updated_keys: ("site_title" | "slug" | "logo" | "white_logo" | "featured_image" | "logo_permalink_type" | "logo_permalink" | "access" | "auth_form_type" | "explicit_registration" | "disable_global_posts" | "auth_content" | "auth_redirect" | "auth_url" | "restricted_role_content" | "cutsom_auth_url" | "use_custom_signup_page" | "custom_signup_url")[];
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
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        config: components["schemas"]["StorageSettings"];
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
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        config: components["schemas"]["StorageSettings"];
                        message: string;
                        updated_keys: ("driver" | "access_key" | "secret_key" | "bucket" | "public_url" | "endpoint_url" | "account_id" | "sub_folder" | "s3_endpoint")[];
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
            /** @description Unprocessable Content: storage_connection_failed */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "storage_connection_failed";
                    };
                };
            };
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        settings: components["schemas"]["PrivacySettings"];
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
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        settings: components["schemas"]["PrivacySettings"];
                        message: string;
                        updated_keys: ("can_customize_username" | "can_change_email" | "email_auto_login" | "can_change_password" | "show_last_activity" | "enable_gravatar" | "enable_user_sync" | "skip_crm_undeliverable_emails" | "can_deactive_account" | "members_page_status" | "profile_page_visibility" | "user_space_visibility" | "leaderboard_members_visibility")[];
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
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        config: components["schemas"]["FollowersSettings"];
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
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        config: components["schemas"]["FollowersSettings"];
                        message: string;
                        updated_keys: "is_enabled"[];
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
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        email_settings: {
                            /** @enum {string} */
                            com_my_post_mail: "yes" | "no";
                            /** @enum {string} */
                            reply_my_com_mail: "yes" | "no";
                            /** @enum {string} */
                            mention_mail: "yes" | "no";
                            /** @enum {string} */
                            digest_email_status: "yes" | "no";
                            /** @enum {string} */
                            digest_mail_day: "sun" | "mon" | "tue" | "wed" | "thu" | "fri" | "sat";
                            daily_digest_time: string;
                            send_from_name: string;
                            send_from_email: "" | string;
                            reply_to_name: string;
                            reply_to_email: "" | string;
                            email_footer: string;
                            /** @enum {string} */
                            disable_powered_by: "yes" | "no";
                            logo: "" | string;
                            global_logo?: string;
                        };
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
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        email_settings: {
                            /** @enum {string} */
                            com_my_post_mail: "yes" | "no";
                            /** @enum {string} */
                            reply_my_com_mail: "yes" | "no";
                            /** @enum {string} */
                            mention_mail: "yes" | "no";
                            /** @enum {string} */
                            digest_email_status: "yes" | "no";
                            /** @enum {string} */
                            digest_mail_day: "sun" | "mon" | "tue" | "wed" | "thu" | "fri" | "sat";
                            daily_digest_time: string;
                            send_from_name: string;
                            send_from_email: "" | string;
                            reply_to_name: string;
                            reply_to_email: "" | string;
                            email_footer: string;
                            /** @enum {string} */
                            disable_powered_by: "yes" | "no";
                            logo: "" | string;
                            global_logo?: string;
                        };
                        message: string;
                        updated_keys: ("com_my_post_mail" | "reply_my_com_mail" | "mention_mail" | "digest_email_status" | "digest_mail_day" | "daily_digest_time" | "send_from_name" | "send_from_email" | "reply_to_name" | "reply_to_email" | "email_footer" | "disable_powered_by" | "logo")[];
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
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        settings: components["schemas"]["WelcomeBannerSettings"];
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
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        settings: components["schemas"]["WelcomeBannerSettings"];
                        message: string;
                        updated_keys: ("login" | "logout")[];
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
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        settings: {
                            site_title: string;
                            slug: string;
                            logo: "" | string;
                            white_logo: "" | string;
                            featured_image: "" | string;
                            /** @enum {string} */
                            logo_permalink_type: "default" | "custom";
                            logo_permalink: "" | string;
                            access: {
                                /** @enum {string} */
                                acess_level: "public" | "logged_in" | "role_based";
                                access_roles: ("member" | "moderator" | "admin")[];
                            };
                            /** @enum {string} */
                            auth_form_type: "default" | "custom";
                            /** @enum {string} */
                            explicit_registration: "yes" | "no";
                            /** @enum {string} */
                            disable_global_posts: "yes" | "no";
                            auth_content: string;
                            auth_redirect: "" | string;
                            auth_url: "" | string;
                            restricted_role_content: string;
                            cutsom_auth_url: "" | string;
                            /** @enum {string} */
                            use_custom_signup_page: "yes" | "no";
                            custom_signup_url: "" | string;
                            /** @constant */
                            has_fluentcrm: "no";
                            /** @constant */
                            has_fluentsmtp: "no";
                            /** @constant */
                            has_fluentcart: "no";
                            /** @enum {string} */
                            template: "" | "blank" | "course" | "product";
                            /** @enum {string} */
                            install_fluentcrm: "yes" | "no";
                            /** @enum {string} */
                            install_fluentsmtp: "yes" | "no";
                            /** @enum {string} */
                            install_fluentcart: "yes" | "no";
                            /** @enum {string} */
                            subscribe_to_newsletter: "yes" | "no";
                            /** @enum {string} */
                            share_data: "yes" | "no";
                            user_full_name: string;
                            user_email_address: "" | string;
                        };
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
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        settings: {
                            site_title: string;
                            slug: string;
                            logo: "" | string;
                            white_logo: "" | string;
                            featured_image: "" | string;
                            /** @enum {string} */
                            logo_permalink_type: "default" | "custom";
                            logo_permalink: "" | string;
                            access: {
                                /** @enum {string} */
                                acess_level: "public" | "logged_in" | "role_based";
                                access_roles: ("member" | "moderator" | "admin")[];
                            };
                            /** @enum {string} */
                            auth_form_type: "default" | "custom";
                            /** @enum {string} */
                            explicit_registration: "yes" | "no";
                            /** @enum {string} */
                            disable_global_posts: "yes" | "no";
                            auth_content: string;
                            auth_redirect: "" | string;
                            auth_url: "" | string;
                            restricted_role_content: string;
                            cutsom_auth_url: "" | string;
                            /** @enum {string} */
                            use_custom_signup_page: "yes" | "no";
                            custom_signup_url: "" | string;
                            /** @constant */
                            has_fluentcrm: "no";
                            /** @constant */
                            has_fluentsmtp: "no";
                            /** @constant */
                            has_fluentcart: "no";
                            /** @enum {string} */
                            template: "" | "blank" | "course" | "product";
                            /** @enum {string} */
                            install_fluentcrm: "yes" | "no";
                            /** @enum {string} */
                            install_fluentsmtp: "yes" | "no";
                            /** @enum {string} */
                            install_fluentcart: "yes" | "no";
                            /** @enum {string} */
                            subscribe_to_newsletter: "yes" | "no";
                            /** @enum {string} */
                            share_data: "yes" | "no";
                            user_full_name: string;
                            user_email_address: "" | string;
                        };
                        message: string;
                        updated_keys: ("site_title" | "logo" | "slug" | "template" | "install_fluentcrm" | "install_fluentsmtp" | "install_fluentcart" | "subscribe_to_newsletter" | "share_data" | "user_full_name" | "user_email_address")[];
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
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        providers: {
                            instagram: components["schemas"]["ProfileLinkProvider"];
                            twitter: components["schemas"]["ProfileLinkProvider"];
                            youtube: components["schemas"]["ProfileLinkProvider"];
                            linkedin: components["schemas"]["ProfileLinkProvider"];
                            fb: components["schemas"]["ProfileLinkProvider"];
                            blue_sky: components["schemas"]["ProfileLinkProvider"];
                            tiktok: components["schemas"]["ProfileLinkProvider"];
                            pinterest: components["schemas"]["ProfileLinkProvider"];
                            telegram: components["schemas"]["ProfileLinkProvider"];
                            snapchat: components["schemas"]["ProfileLinkProvider"];
                            reddit: components["schemas"]["ProfileLinkProvider"];
                            twitch: components["schemas"]["ProfileLinkProvider"];
                            vk: components["schemas"]["ProfileLinkProvider"];
                            github: components["schemas"]["ProfileLinkProvider"];
                            mastodon: components["schemas"]["ProfileLinkProvider"];
                        };
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
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        providers: {
                            instagram: components["schemas"]["ProfileLinkProvider"];
                            twitter: components["schemas"]["ProfileLinkProvider"];
                            youtube: components["schemas"]["ProfileLinkProvider"];
                            linkedin: components["schemas"]["ProfileLinkProvider"];
                            fb: components["schemas"]["ProfileLinkProvider"];
                            blue_sky: components["schemas"]["ProfileLinkProvider"];
                            tiktok: components["schemas"]["ProfileLinkProvider"];
                            pinterest: components["schemas"]["ProfileLinkProvider"];
                            telegram: components["schemas"]["ProfileLinkProvider"];
                            snapchat: components["schemas"]["ProfileLinkProvider"];
                            reddit: components["schemas"]["ProfileLinkProvider"];
                            twitch: components["schemas"]["ProfileLinkProvider"];
                            vk: components["schemas"]["ProfileLinkProvider"];
                            github: components["schemas"]["ProfileLinkProvider"];
                            mastodon: components["schemas"]["ProfileLinkProvider"];
                        };
                        message: string;
                        updated_keys: "configs"[];
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
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        config: components["schemas"]["CrmTaggingSettings"];
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
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        config: components["schemas"]["CrmTaggingSettings"];
                        message: string;
                        updated_keys: ("is_enabled" | "signup_tags" | "space_join_tags" | "course_enroll_tags" | "remove_tags_on_leave")[];
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
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        settings: components["schemas"]["SnippetsSettings"];
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
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        settings: components["schemas"]["SnippetsSettings"];
                        message: string;
                        updated_keys: ("is_enabled" | "custom_css" | "custom_js" | "header_html" | "footer_html")[];
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
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        settings: components["schemas"]["MessagingSettings"];
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
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        settings: components["schemas"]["MessagingSettings"];
                        message: string;
                        updated_keys: ("is_enabled" | "who_can_start" | "space_chat" | "email_unread_messages" | "max_message_length")[];
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
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        slug: string;
                        redirect_url: string;
                    };
                };
            };
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
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        settings: {
                            login: {
                                banner: {
                                    hidden: boolean;
                                    /** @constant */
                                    type: "banner";
                                    position: string;
                                    logo: string;
                                    title: string;
                                    description: string;
                                    title_color: string;
                                    text_color: string;
                                    background_image: string;
                                    background_color: string;
                                };
                                form: {
                                    /** @constant */
                                    type: "form";
                                    position: string;
                                    title: string;
                                    description: string;
                                    title_color: string;
                                    text_color: string;
                                    button_label: string;
                                    button_color: string;
                                    button_label_color: string;
                                    background_image: string;
                                    background_color: string;
                                    fields: {
                                        username: {
                                            type: string;
                                            label: string;
                                            placeholder: string;
                                            required: boolean;
                                            sanitize_callback: string;
                                            inline_label?: string;
                                        };
                                        password: {
                                            type: string;
                                            label: string;
                                            placeholder: string;
                                            required: boolean;
                                            sanitize_callback: string;
                                            inline_label?: string;
                                        };
                                    };
                                };
                            };
                            signup: {
                                banner: {
                                    hidden: boolean;
                                    /** @constant */
                                    type: "banner";
                                    position: string;
                                    logo: string;
                                    title: string;
                                    description: string;
                                    title_color: string;
                                    text_color: string;
                                    background_image: string;
                                    background_color: string;
                                };
                                form: {
                                    /** @constant */
                                    type: "form";
                                    position: string;
                                    title: string;
                                    description: string;
                                    title_color: string;
                                    text_color: string;
                                    button_label: string;
                                    button_color: string;
                                    button_label_color: string;
                                    background_image: string;
                                    background_color: string;
                                    terms_label: string;
                                    fields: {
                                        full_name: {
                                            type: string;
                                            label: string;
                                            placeholder: string;
                                            required: boolean;
                                            sanitize_callback: string;
                                            inline_label?: string;
                                        };
                                        email: {
                                            type: string;
                                            label: string;
                                            placeholder: string;
                                            required: boolean;
                                            sanitize_callback: string;
                                            inline_label?: string;
                                        };
                                        username: {
                                            type: string;
                                            label: string;
                                            placeholder: string;
                                            required: boolean;
                                            sanitize_callback: string;
                                            inline_label?: string;
                                        };
                                        password: {
                                            type: string;
                                            label: string;
                                            placeholder: string;
                                            required: boolean;
                                            sanitize_callback: string;
                                            inline_label?: string;
                                        };
                                        terms: {
                                            type: string;
                                            label: string;
                                            placeholder: string;
                                            required: boolean;
                                            sanitize_callback: string;
                                            inline_label?: string;
                                        };
                                    };
                                };
                            };
                        };
                        registration: {
                            allowed: boolean;
                            approval_required: boolean;
                            email_verification: boolean;
                        };
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
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        license: components["schemas"]["License"];
                        site: {
                            url: string;
                            activated_at: string | null;
                        };
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
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        license: components["schemas"]["License"];
                        license_data: components["schemas"]["License"];
                        site: {
                            url: string;
                            activated_at: string | null;
                        };
                    };
                };
            };
            /** @description Bad Request: invalid_license, license_expired, license_not_configured, license_site_mismatch, rest_invalid_json, rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_license" | "license_expired" | "license_not_configured" | "license_site_mismatch" | "rest_invalid_json" | "rest_invalid_param";
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
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        license_data: null;
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
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        settings: components["schemas"]["CustomizationSettings"];
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
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        settings: components["schemas"]["CustomizationSettings"];
                        message: string;
                        updated_keys: ("dark_mode" | "default_theme_mode" | "fixed_page_header" | "show_powered_by" | "feed_link_on_sidebar" | "show_post_modal" | "fixed_sidebar" | "icon_on_header_menu" | "disable_feed_layout" | "collapse_sidebar_groups" | "hide_header_on_scroll" | "enable_sidebar_toggle" | "affiliate_id" | "rich_post_layout" | "member_list_layout" | "default_feed_layout" | "post_title_pref" | "max_media_per_post" | "disable_feed_sort_by" | "default_feed_sort_by")[];
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
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        config: components["schemas"]["ColorsSettings"];
                        schemas: {
                            lightSkins: {
                                default: {
                                    title: string;
                                    selectors: components["schemas"]["ColorSelectors"];
                                };
                                sunset_sands: {
                                    title: string;
                                    selectors: components["schemas"]["ColorSelectors"];
                                };
                                ocean_blue: {
                                    title: string;
                                    selectors: components["schemas"]["ColorSelectors"];
                                };
                                sky_blue: {
                                    title: string;
                                    selectors: components["schemas"]["ColorSelectors"];
                                };
                                emerald_essence: {
                                    title: string;
                                    selectors: components["schemas"]["ColorSelectors"];
                                };
                                custom: {
                                    title: string;
                                    selectors: components["schemas"]["ColorSelectors"];
                                };
                            };
                            darkSkins: {
                                default: {
                                    title: string;
                                    selectors: components["schemas"]["ColorSelectors"];
                                };
                                sunset_sands: {
                                    title: string;
                                    selectors: components["schemas"]["ColorSelectors"];
                                };
                                ocean_blue: {
                                    title: string;
                                    selectors: components["schemas"]["ColorSelectors"];
                                };
                                sky_blue: {
                                    title: string;
                                    selectors: components["schemas"]["ColorSelectors"];
                                };
                                emerald_essence: {
                                    title: string;
                                    selectors: components["schemas"]["ColorSelectors"];
                                };
                                custom: {
                                    title: string;
                                    selectors: components["schemas"]["ColorSelectors"];
                                };
                            };
                        };
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
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        config: components["schemas"]["ColorsSettings"];
                        schemas: {
                            lightSkins: {
                                default: {
                                    title: string;
                                    selectors: components["schemas"]["ColorSelectors"];
                                };
                                sunset_sands: {
                                    title: string;
                                    selectors: components["schemas"]["ColorSelectors"];
                                };
                                ocean_blue: {
                                    title: string;
                                    selectors: components["schemas"]["ColorSelectors"];
                                };
                                sky_blue: {
                                    title: string;
                                    selectors: components["schemas"]["ColorSelectors"];
                                };
                                emerald_essence: {
                                    title: string;
                                    selectors: components["schemas"]["ColorSelectors"];
                                };
                                custom: {
                                    title: string;
                                    selectors: components["schemas"]["ColorSelectors"];
                                };
                            };
                            darkSkins: {
                                default: {
                                    title: string;
                                    selectors: components["schemas"]["ColorSelectors"];
                                };
                                sunset_sands: {
                                    title: string;
                                    selectors: components["schemas"]["ColorSelectors"];
                                };
                                ocean_blue: {
                                    title: string;
                                    selectors: components["schemas"]["ColorSelectors"];
                                };
                                sky_blue: {
                                    title: string;
                                    selectors: components["schemas"]["ColorSelectors"];
                                };
                                emerald_essence: {
                                    title: string;
                                    selectors: components["schemas"]["ColorSelectors"];
                                };
                                custom: {
                                    title: string;
                                    selectors: components["schemas"]["ColorSelectors"];
                                };
                            };
                        };
                        message: string;
                        updated_keys: ("light_schema" | "dark_schema" | "light_config" | "dark_config")[];
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
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        menuSettings: {
                            mainMenuItems: components["schemas"]["MenuItem"][];
                            profileDropdownItems: components["schemas"]["MenuItem"][];
                            beforeCommunityMenuItems: components["schemas"]["MenuItem"][];
                            afterCommunityLinkGroups: {
                                title: string;
                                slug: string;
                                items: components["schemas"]["MenuItem"][];
                            }[];
                        };
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
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        menuSettings: {
                            mainMenuItems: components["schemas"]["MenuItem"][];
                            profileDropdownItems: components["schemas"]["MenuItem"][];
                            beforeCommunityMenuItems: components["schemas"]["MenuItem"][];
                            afterCommunityLinkGroups: {
                                title: string;
                                slug: string;
                                items: components["schemas"]["MenuItem"][];
                            }[];
                        };
                        message: string;
                        updated_keys: ("mainMenuItems" | "profileDropdownItems" | "beforeCommunityMenuItems" | "afterCommunityLinkGroups")[];
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
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        link: components["schemas"]["SidebarLink"];
                    };
                };
            };
            /** @description Bad Request: rest_invalid_json, rest_invalid_param, too_many_links */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_json" | "rest_invalid_param" | "too_many_links";
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
            /** @description Not Found: link_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "link_not_found";
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
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
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
            /** @description Not Found: link_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "link_not_found";
                    };
                };
            };
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        audit: {
                            at: string;
                            user_id: number;
                            target: string;
                            keys: string[];
                        }[];
                        next_cursor: string | null;
                    };
                };
            };
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
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        access_token: string;
                        /** @constant */
                        token_type: "Bearer";
                        /** @description Seconds until the token expires. */
                        expires_in: number;
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
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        data: components["schemas"]["MemberRow"];
                    };
                };
            };
            /** @description Bad Request: email_exists, rest_invalid_json, rest_invalid_param, username_exists */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "email_exists" | "rest_invalid_json" | "rest_invalid_param" | "username_exists";
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
            /** @description Forbidden: registration_disabled */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "registration_disabled";
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
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AppPassword"][];
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
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        /** Format: uuid */
                        uuid: string;
                        name: string;
                        /** @description UTC date and time, YYYY-MM-DD HH:MM:SS */
                        created_at: string;
                        application_password: string;
                    };
                };
            };
            /** @description Bad Request: rest_invalid_json, rest_invalid_param, too_many_app_passwords */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "rest_invalid_json" | "rest_invalid_param" | "too_many_app_passwords";
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
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
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
            /** @description Not Found: not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "not_found";
                    };
                };
            };
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        members: {
                            current_page: number;
                            data: components["schemas"]["MemberRow"][];
                            first_page_url: string;
                            from: number | null;
                            last_page: number;
                            last_page_url: string;
                            links: {
                                url: string | null;
                                label: string;
                                active: boolean;
                            }[];
                            next_page_url: string | null;
                            path: string;
                            per_page: number;
                            prev_page_url: string | null;
                            to: number | null;
                            total: number;
                            next_cursor: string | null;
                        };
                        /** @description Seconds the request took. */
                        execution_time: number;
                    };
                };
            };
            /** @description Bad Request: invalid_filter, invalid_search, rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_filter" | "invalid_search" | "rest_invalid_param";
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
            /** @description Forbidden: last_activity_hidden, rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "last_activity_hidden" | "rest_forbidden";
                    };
                };
            };
            /** @description Not Found: space_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "space_not_found";
                    };
                };
            };
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        data: components["schemas"]["MemberRow"];
                        /** @description Shown once; only when no password was given. */
                        application_password?: string;
                        /** Format: uuid */
                        application_password_uuid?: string;
                    };
                };
            };
            /** @description Bad Request: email_exists, rest_invalid_json, rest_invalid_param, username_exists */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "email_exists" | "rest_invalid_json" | "rest_invalid_param" | "username_exists";
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
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        data: components["schemas"]["MemberRow"];
                    };
                };
            };
            /** @description Bad Request: cannot_modify_self, rest_invalid_json, rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "cannot_modify_self" | "rest_invalid_json" | "rest_invalid_param";
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
            /** @description Not Found: member_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "member_not_found";
                    };
                };
            };
            /** @description Conflict: conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "conflict";
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
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            user_id: number;
                            total_points: number;
                            /** @enum {number} */
                            is_verified: 0 | 1;
                            /** @enum {string} */
                            status: "active" | "pending" | "suspended";
                            display_name: string;
                            username: string;
                            avatar: string;
                            /** @description UTC date and time, YYYY-MM-DD HH:MM:SS */
                            created_at: string;
                            short_description: string;
                            meta: {
                                website: string;
                                cover_photo: string;
                                social_links: components["schemas"]["SocialLinks"];
                                badge_slug: string[];
                            };
                            /** @description null when the site hides last activity from the caller, or never seen */
                            last_activity: string | null;
                            badge: null;
                            id: number;
                            /** @enum {string} */
                            role: "admin" | "moderator" | "member";
                            /** @description The same as last_activity (null while hidden from the caller). */
                            last_seen: string | null;
                            /** @description Administrators only (and the answers that create or change an account). */
                            email?: string;
                            /** @constant */
                            is_online: true;
                        }[];
                        meta: {
                            total_online: number;
                            per_page: number;
                            current_page: number;
                            minutes: number;
                        };
                    };
                };
            };
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
            /** @description Forbidden: last_activity_hidden, rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "last_activity_hidden" | "rest_forbidden";
                    };
                };
            };
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["MemberRow"][];
                        meta: {
                            total: number;
                            per_page: number;
                            current_page: number;
                            days: number;
                        };
                    };
                };
            };
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
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            user_id: number;
                            total_points: number;
                            /** @enum {number} */
                            is_verified: 0 | 1;
                            /** @enum {string} */
                            status: "active" | "pending" | "suspended";
                            display_name: string;
                            username: string;
                            avatar: string;
                            /** @description UTC date and time, YYYY-MM-DD HH:MM:SS */
                            created_at: string;
                            short_description: string;
                            meta: {
                                website: string;
                                cover_photo: string;
                                social_links: components["schemas"]["SocialLinks"];
                                badge_slug: string[];
                            };
                            /** @description null when the site hides last activity from the caller, or never seen */
                            last_activity: string | null;
                            badge: null;
                            id: number;
                            /** @enum {string} */
                            role: "admin" | "moderator" | "member";
                            /** @description The same as last_activity (null while hidden from the caller). */
                            last_seen: string | null;
                            /** @description Administrators only (and the answers that create or change an account). */
                            email?: string;
                            stats: {
                                posts_count: number;
                                comments_count: number;
                                reactions_received: number;
                            };
                            rank: number;
                        }[];
                        meta: {
                            /** @enum {string} */
                            period: "week" | "month" | "year" | "all";
                            /** @enum {string} */
                            metric: "posts" | "comments" | "reactions";
                            period_key: string;
                            per_page: number;
                            current_page: number;
                        };
                    };
                };
            };
            /** @description Bad Request: invalid_filter, rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_filter" | "rest_invalid_param";
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
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        profile: components["schemas"]["Profile"];
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
            /** @description Not Found: member_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "member_not_found";
                    };
                };
            };
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        profile: components["schemas"]["Profile"];
                    };
                };
            };
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
            /** @description Not Found: member_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "member_not_found";
                    };
                };
            };
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        profile: components["schemas"]["Profile"];
                    };
                };
            };
            /** @description Bad Request: invalid_media, rest_invalid_json, rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_media" | "rest_invalid_json" | "rest_invalid_param";
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
            /** @description Not Found: member_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "member_not_found";
                    };
                };
            };
            /** @description Conflict: conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "conflict";
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
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        profile: components["schemas"]["Profile"];
                    };
                };
            };
            /** @description Bad Request: invalid_media, rest_invalid_json, rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_media" | "rest_invalid_json" | "rest_invalid_param";
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
            /** @description Not Found: member_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "member_not_found";
                    };
                };
            };
            /** @description Conflict: conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "conflict";
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
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        follow: {
                            follower_id: number;
                            followed_id: number;
                            /** @description UTC date and time, YYYY-MM-DD HH:MM:SS */
                            created_at: string;
                        };
                        xprofile: components["schemas"]["Xprofile"];
                        message: string;
                    };
                };
            };
            /** @description Bad Request: already_following, cannot_follow_self, rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "already_following" | "cannot_follow_self" | "rest_invalid_param";
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
            /** @description Forbidden: feature_disabled, rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "feature_disabled" | "rest_forbidden";
                    };
                };
            };
            /** @description Not Found: member_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "member_not_found";
                    };
                };
            };
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        follow: {
                            follower_id: number;
                            followed_id: number;
                            /** @description UTC date and time, YYYY-MM-DD HH:MM:SS */
                            created_at: string;
                        };
                        xprofile: components["schemas"]["Xprofile"];
                        message: string;
                    };
                };
            };
            /** @description Bad Request: cannot_follow_self, not_following, rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "cannot_follow_self" | "not_following" | "rest_invalid_param";
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
            /** @description Forbidden: feature_disabled, rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "feature_disabled" | "rest_forbidden";
                    };
                };
            };
            /** @description Not Found: member_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "member_not_found";
                    };
                };
            };
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        followers: {
                            current_page: number;
                            data: components["schemas"]["Xprofile"][];
                            first_page_url: string;
                            from: number | null;
                            last_page: number;
                            last_page_url: string;
                            links: {
                                url: string | null;
                                label: string;
                                active: boolean;
                            }[];
                            next_page_url: string | null;
                            path: string;
                            per_page: number;
                            prev_page_url: string | null;
                            to: number | null;
                            total: number;
                        };
                    };
                };
            };
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
            /** @description Forbidden: feature_disabled, rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "feature_disabled" | "rest_forbidden";
                    };
                };
            };
            /** @description Not Found: member_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "member_not_found";
                    };
                };
            };
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        followings: {
                            current_page: number;
                            data: components["schemas"]["Xprofile"][];
                            first_page_url: string;
                            from: number | null;
                            last_page: number;
                            last_page_url: string;
                            links: {
                                url: string | null;
                                label: string;
                                active: boolean;
                            }[];
                            next_page_url: string | null;
                            path: string;
                            per_page: number;
                            prev_page_url: string | null;
                            to: number | null;
                            total: number;
                        };
                    };
                };
            };
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
            /** @description Forbidden: feature_disabled, rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "feature_disabled" | "rest_forbidden";
                    };
                };
            };
            /** @description Not Found: member_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "member_not_found";
                    };
                };
            };
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        spaces: {
                            current_page: number;
                            data: components["schemas"]["SpaceListItem"][];
                            first_page_url: string;
                            from: number | null;
                            last_page: number;
                            last_page_url: string;
                            links: {
                                url: string | null;
                                label: string;
                                active: boolean;
                            }[];
                            next_page_url: string | null;
                            path: string;
                            per_page: number;
                            prev_page_url: string | null;
                            to: number | null;
                            total: number;
                            next_cursor?: string | null;
                        };
                        execution_time: number;
                    };
                };
            };
            /** @description Bad Request: invalid_search, rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_search" | "rest_invalid_param";
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
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        data: components["schemas"]["SpaceDetail"];
                    };
                };
            };
            /** @description Bad Request: duplicate_slug, invalid_media, rest_invalid_json, rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "duplicate_slug" | "invalid_media" | "rest_invalid_json" | "rest_invalid_param";
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
            /** @description Conflict: conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "conflict";
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
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        spaces: {
                            current_page: number;
                            data: components["schemas"]["SpaceListItem"][];
                            first_page_url: string;
                            from: number | null;
                            last_page: number;
                            last_page_url: string;
                            links: {
                                url: string | null;
                                label: string;
                                active: boolean;
                            }[];
                            next_page_url: string | null;
                            path: string;
                            per_page: number;
                            prev_page_url: string | null;
                            to: number | null;
                            total: number;
                            next_cursor?: string | null;
                        };
                        execution_time: number;
                    };
                };
            };
            /** @description Bad Request: invalid_search, rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_search" | "rest_invalid_param";
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
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            username: string;
                            display_name: string;
                            avatar: string;
                            email?: string;
                        }[];
                    };
                };
            };
            /** @description Bad Request: invalid_search, rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_search" | "rest_invalid_param";
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
            /** @description Not Found: space_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "space_not_found";
                    };
                };
            };
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SpaceDetail"] | components["schemas"]["SpaceCard"];
                    };
                };
            };
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
            /** @description Not Found: space_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "space_not_found";
                    };
                };
            };
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        data: components["schemas"]["SpaceDetail"];
                    };
                };
            };
            /** @description Bad Request: duplicate_slug, invalid_media, rest_invalid_json, rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "duplicate_slug" | "invalid_media" | "rest_invalid_json" | "rest_invalid_param";
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
            /** @description Not Found: space_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "space_not_found";
                    };
                };
            };
            /** @description Conflict: conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "conflict";
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
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SpaceDetail"] | components["schemas"]["SpaceCard"];
                    };
                };
            };
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
            /** @description Not Found: space_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "space_not_found";
                    };
                };
            };
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        data: components["schemas"]["SpaceDetail"];
                    };
                };
            };
            /** @description Bad Request: duplicate_slug, invalid_media, rest_invalid_json, rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "duplicate_slug" | "invalid_media" | "rest_invalid_json" | "rest_invalid_param";
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
            /** @description Not Found: space_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "space_not_found";
                    };
                };
            };
            /** @description Conflict: conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "conflict";
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
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
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
            /** @description Not Found: space_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "space_not_found";
                    };
                };
            };
            /** @description Conflict: conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "conflict";
                    };
                };
            };
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
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
            /** @description Not Found: space_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "space_not_found";
                    };
                };
            };
            /** @description Conflict: conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "conflict";
                    };
                };
            };
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        data: {
                            space_id: number;
                            user_id: number;
                            /** @constant */
                            role: "member";
                            /** @enum {string} */
                            status: "active" | "pending";
                            /** @description UTC date and time, YYYY-MM-DD HH:MM:SS */
                            joined_at: string;
                        };
                    };
                };
            };
            /** @description Bad Request: already_member, rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "already_member" | "rest_invalid_param";
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
            /** @description Not Found: space_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "space_not_found";
                    };
                };
            };
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
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
            /** @description Not Found: member_not_found, space_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "member_not_found" | "space_not_found";
                    };
                };
            };
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        lockscreen: {
                            enabled: boolean;
                            /** @enum {string} */
                            type: "membership" | "payment" | "custom";
                            conditions: {
                                required_courses: number[];
                                required_membership: string;
                                required_role: string;
                            };
                            message: string;
                            button_text: string;
                            button_url: string;
                        };
                    };
                };
            };
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
            /** @description Not Found: space_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "space_not_found";
                    };
                };
            };
            /** @description Conflict: conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "conflict";
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
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            space_id: number;
                            user_id: number;
                            /** @enum {string} */
                            role: "member" | "moderator" | "admin" | "student";
                            /** @enum {string} */
                            status: "active" | "pending" | "banned";
                            /** @description UTC date and time, YYYY-MM-DD HH:MM:SS */
                            joined_at: string;
                            /** @description UTC date and time, YYYY-MM-DD HH:MM:SS */
                            updated_at: string;
                            xprofile: components["schemas"]["Xprofile"];
                        }[];
                        meta: components["schemas"]["PageMeta"];
                    };
                };
            };
            /** @description Bad Request: invalid_search, rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_search" | "rest_invalid_param";
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
            /** @description Not Found: space_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "space_not_found";
                    };
                };
            };
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        data: components["schemas"]["SpaceMembership"];
                    };
                };
            };
            /** @description Bad Request: already_member, rest_invalid_json, rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "already_member" | "rest_invalid_json" | "rest_invalid_param";
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
            /** @description Not Found: member_not_found, space_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "member_not_found" | "space_not_found";
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
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        data: {
                            user_id: number;
                            /** @enum {string} */
                            role: "member" | "moderator" | "admin" | "student";
                            /** @enum {string} */
                            status: "active" | "pending" | "banned";
                            /** @description UTC date and time, YYYY-MM-DD HH:MM:SS */
                            updated_at: string;
                        };
                    };
                };
            };
            /** @description Bad Request: invalid_transition, rest_invalid_json, rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_transition" | "rest_invalid_json" | "rest_invalid_param";
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
            /** @description Not Found: member_not_found, space_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "member_not_found" | "space_not_found";
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
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Bad Request: cannot_remove_self, rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "cannot_remove_self" | "rest_invalid_param";
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
            /** @description Not Found: member_not_found, space_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "member_not_found" | "space_not_found";
                    };
                };
            };
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Bad Request: cannot_remove_self, rest_invalid_json, rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "cannot_remove_self" | "rest_invalid_json" | "rest_invalid_param";
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
            /** @description Not Found: member_not_found, space_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "member_not_found" | "space_not_found";
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
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        data: {
                            user_id: number;
                            /** @enum {string} */
                            status: "active" | "pending" | "banned";
                        };
                    };
                };
            };
            /** @description Bad Request: cannot_remove_self, invalid_transition, rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "cannot_remove_self" | "invalid_transition" | "rest_invalid_param";
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
            /** @description Not Found: member_not_found, space_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "member_not_found" | "space_not_found";
                    };
                };
            };
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        data: {
                            user_id: number;
                            /** @enum {string} */
                            status: "active" | "pending" | "banned";
                        };
                    };
                };
            };
            /** @description Bad Request: cannot_remove_self, invalid_transition, rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "cannot_remove_self" | "invalid_transition" | "rest_invalid_param";
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
            /** @description Not Found: member_not_found, space_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "member_not_found" | "space_not_found";
                    };
                };
            };
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        groups: {
                            id: number;
                            title: string;
                            slug: string;
                            description: string;
                            serial: number;
                            settings: {
                                is_collapsible: boolean;
                                default_collapsed: boolean;
                            };
                            spaces_count: number;
                            /** @description UTC date and time, YYYY-MM-DD HH:MM:SS */
                            created_at: string;
                            /** @description UTC date and time, YYYY-MM-DD HH:MM:SS */
                            updated_at: string;
                            spaces?: {
                                id: number;
                                title: string;
                                slug: string;
                                serial: number;
                            }[];
                        }[];
                        orphaned_spaces: {
                            id: number;
                            title: string;
                            slug: string;
                            serial: number;
                        }[];
                    };
                };
            };
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
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShortError"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShortError"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        space_group: components["schemas"]["SpaceGroup"];
                    };
                };
            };
            /** @description Bad Request: duplicate_slug, invalid_data, rest_invalid_json, rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShortError"] & {
                        /** @enum {unknown} */
                        code?: "duplicate_slug" | "invalid_data" | "rest_invalid_json" | "rest_invalid_param";
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
            /** @description Forbidden: permission_denied, rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShortError"] & {
                        /** @enum {unknown} */
                        code?: "permission_denied" | "rest_forbidden";
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
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShortError"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShortError"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        space_group: components["schemas"]["SpaceGroup"];
                    };
                };
            };
            /** @description Bad Request: invalid_data, rest_invalid_json, rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShortError"] & {
                        /** @enum {unknown} */
                        code?: "invalid_data" | "rest_invalid_json" | "rest_invalid_param";
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
            /** @description Forbidden: permission_denied, rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShortError"] & {
                        /** @enum {unknown} */
                        code?: "permission_denied" | "rest_forbidden";
                    };
                };
            };
            /** @description Not Found: not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShortError"] & {
                        /** @enum {unknown} */
                        code?: "not_found";
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
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShortError"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShortError"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Bad Request: invalid_data, rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShortError"] & {
                        /** @enum {unknown} */
                        code?: "invalid_data" | "rest_invalid_param";
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
            /** @description Forbidden: permission_denied, rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShortError"] & {
                        /** @enum {unknown} */
                        code?: "permission_denied" | "rest_forbidden";
                    };
                };
            };
            /** @description Not Found: not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShortError"] & {
                        /** @enum {unknown} */
                        code?: "not_found";
                    };
                };
            };
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShortError"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShortError"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Bad Request: invalid_data, rest_invalid_json, rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShortError"] & {
                        /** @enum {unknown} */
                        code?: "invalid_data" | "rest_invalid_json" | "rest_invalid_param";
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
            /** @description Forbidden: permission_denied, rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShortError"] & {
                        /** @enum {unknown} */
                        code?: "permission_denied" | "rest_forbidden";
                    };
                };
            };
            /** @description Not Found: not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShortError"] & {
                        /** @enum {unknown} */
                        code?: "not_found";
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
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShortError"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShortError"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Bad Request: invalid_data, rest_invalid_json, rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShortError"] & {
                        /** @enum {unknown} */
                        code?: "invalid_data" | "rest_invalid_json" | "rest_invalid_param";
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
            /** @description Forbidden: permission_denied, rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShortError"] & {
                        /** @enum {unknown} */
                        code?: "permission_denied" | "rest_forbidden";
                    };
                };
            };
            /** @description Not Found: not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShortError"] & {
                        /** @enum {unknown} */
                        code?: "not_found";
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
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShortError"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShortError"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        space: {
                            id: number;
                            title: string;
                            group_id: number;
                            serial: number;
                        };
                    };
                };
            };
            /** @description Bad Request: invalid_data, rest_invalid_json, rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShortError"] & {
                        /** @enum {unknown} */
                        code?: "invalid_data" | "rest_invalid_json" | "rest_invalid_param";
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
            /** @description Forbidden: permission_denied, rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShortError"] & {
                        /** @enum {unknown} */
                        code?: "permission_denied" | "rest_forbidden";
                    };
                };
            };
            /** @description Not Found: not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShortError"] & {
                        /** @enum {unknown} */
                        code?: "not_found";
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
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShortError"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShortError"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        feeds: {
                            data: components["schemas"]["FeedForCaller"][];
                            current_page: number;
                            per_page: number;
                            from: number | null;
                            to: number | null;
                            has_more: boolean;
                            total: number;
                            next_cursor: string | null;
                        };
                        sticky: components["schemas"]["FeedForCaller"] | null;
                        /** @description Seconds the request took. */
                        execution_time: number;
                    };
                };
            };
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
            /** @description Not Found: space_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "space_not_found";
                    };
                };
            };
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        feed: components["schemas"]["FeedForCaller"];
                        message: string;
                    };
                };
            };
            /** @description Bad Request: duplicate_post, duplicate_slug, invalid_media, invalid_scheduled_time, invalid_topic, rest_invalid_json, rest_invalid_param, too_many_media, too_many_topics, topic_required, topics_disabled */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "duplicate_post" | "duplicate_slug" | "invalid_media" | "invalid_scheduled_time" | "invalid_topic" | "rest_invalid_json" | "rest_invalid_param" | "too_many_media" | "too_many_topics" | "topic_required" | "topics_disabled";
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
            /** @description Not Found: space_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "space_not_found";
                    };
                };
            };
            /** @description Conflict: conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "conflict";
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
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
                    };
                };
            };
            /** @description Service Unavailable: schedule_unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "schedule_unavailable";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        feed: components["schemas"]["FeedForCaller"];
                        /** @description Seconds the request took. */
                        execution_time: number;
                    };
                };
            };
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
            /** @description Not Found: feed_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "feed_not_found";
                    };
                };
            };
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        feed: components["schemas"]["FeedForCaller"];
                        /** @description Seconds the request took. */
                        execution_time: number;
                    };
                };
            };
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
            /** @description Not Found: feed_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "feed_not_found";
                    };
                };
            };
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        feed: components["schemas"]["FeedForCaller"];
                        message: string;
                    };
                };
            };
            /** @description Bad Request: duplicate_slug, invalid_media, invalid_topic, rest_invalid_json, rest_invalid_param, space_change_not_supported, too_many_media, too_many_topics, topic_required, topics_disabled */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "duplicate_slug" | "invalid_media" | "invalid_topic" | "rest_invalid_json" | "rest_invalid_param" | "space_change_not_supported" | "too_many_media" | "too_many_topics" | "topic_required" | "topics_disabled";
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
            /** @description Not Found: feed_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "feed_not_found";
                    };
                };
            };
            /** @description Conflict: conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "conflict";
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
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        feed: components["schemas"]["FeedForCaller"];
                        message: string;
                    };
                };
            };
            /** @description Bad Request: duplicate_slug, invalid_media, invalid_topic, rest_invalid_json, rest_invalid_param, space_change_not_supported, too_many_media, too_many_topics, topic_required, topics_disabled */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "duplicate_slug" | "invalid_media" | "invalid_topic" | "rest_invalid_json" | "rest_invalid_param" | "space_change_not_supported" | "too_many_media" | "too_many_topics" | "topic_required" | "topics_disabled";
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
            /** @description Not Found: feed_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "feed_not_found";
                    };
                };
            };
            /** @description Conflict: conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "conflict";
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
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
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
            /** @description Not Found: feed_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "feed_not_found";
                    };
                };
            };
            /** @description Conflict: conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "conflict";
                    };
                };
            };
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        feed: components["schemas"]["FeedForCaller"];
                        message: string;
                    };
                };
            };
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
            /** @description Not Found: feed_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "feed_not_found";
                    };
                };
            };
            /** @description Conflict: conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "conflict";
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
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        comments: components["schemas"]["CommentForCaller"][];
                        meta: components["schemas"]["PageMeta"];
                    };
                };
            };
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
            /** @description Not Found: feed_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "feed_not_found";
                    };
                };
            };
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        comment: components["schemas"]["CommentForCaller"];
                        message: string;
                    };
                };
            };
            /** @description Bad Request: duplicate_comment, invalid_media, invalid_parent, rest_invalid_json, rest_invalid_param, too_many_media */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "duplicate_comment" | "invalid_media" | "invalid_parent" | "rest_invalid_json" | "rest_invalid_param" | "too_many_media";
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
            /** @description Forbidden: comments_disabled, rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "comments_disabled" | "rest_forbidden";
                    };
                };
            };
            /** @description Not Found: feed_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "feed_not_found";
                    };
                };
            };
            /** @description Conflict: conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "conflict";
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
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        comment: components["schemas"]["CommentForCaller"];
                        message: string;
                    };
                };
            };
            /** @description Bad Request: duplicate_comment, invalid_media, rest_invalid_json, rest_invalid_param, too_many_media */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "duplicate_comment" | "invalid_media" | "rest_invalid_json" | "rest_invalid_param" | "too_many_media";
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
            /** @description Not Found: comment_not_found, feed_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "comment_not_found" | "feed_not_found";
                    };
                };
            };
            /** @description Conflict: conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "conflict";
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
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        comment: components["schemas"]["CommentForCaller"];
                        message: string;
                    };
                };
            };
            /** @description Bad Request: duplicate_comment, invalid_media, rest_invalid_json, rest_invalid_param, too_many_media */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "duplicate_comment" | "invalid_media" | "rest_invalid_json" | "rest_invalid_param" | "too_many_media";
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
            /** @description Not Found: comment_not_found, feed_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "comment_not_found" | "feed_not_found";
                    };
                };
            };
            /** @description Conflict: conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "conflict";
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
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
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
            /** @description Not Found: comment_not_found, feed_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "comment_not_found" | "feed_not_found";
                    };
                };
            };
            /** @description Conflict: conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "conflict";
                    };
                };
            };
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        comment: components["schemas"]["CommentForCaller"];
                        message: string;
                    };
                };
            };
            /** @description Bad Request: invalid_parent, rest_invalid_json, rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_parent" | "rest_invalid_json" | "rest_invalid_param";
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
            /** @description Not Found: comment_not_found, feed_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "comment_not_found" | "feed_not_found";
                    };
                };
            };
            /** @description Conflict: conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "conflict";
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
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        new_count: number;
                    };
                };
            };
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
            /** @description Not Found: feed_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "feed_not_found";
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
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        reactions: {
                            id: number;
                            user_id: number;
                            object_id: number;
                            /** @enum {string} */
                            object_type: "feed" | "comment";
                            /** @constant */
                            type: "like";
                            /** @description UTC date and time, YYYY-MM-DD HH:MM:SS */
                            created_at: string;
                            xprofile: components["schemas"]["Xprofile"] | null;
                        }[];
                    };
                };
            };
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
            /** @description Not Found: feed_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "feed_not_found";
                    };
                };
            };
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        reactions: {
                            id: number;
                            user_id: number;
                            object_id: number;
                            /** @enum {string} */
                            object_type: "feed" | "comment";
                            /** @constant */
                            type: "like";
                            /** @description UTC date and time, YYYY-MM-DD HH:MM:SS */
                            created_at: string;
                            xprofile: components["schemas"]["Xprofile"] | null;
                        }[];
                    };
                };
            };
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
            /** @description Not Found: comment_not_found, feed_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "comment_not_found" | "feed_not_found";
                    };
                };
            };
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        reactions_count: number;
                        liked: boolean;
                    };
                };
            };
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
            /** @description Not Found: comment_not_found, feed_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "comment_not_found" | "feed_not_found";
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
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        feeds: {
                            data: components["schemas"]["FeedForCaller"][];
                            current_page: number;
                            per_page: number;
                            from: number | null;
                            to: number | null;
                            has_more: boolean;
                            total: number;
                        };
                    };
                };
            };
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
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        comment: components["schemas"]["CommentForCaller"];
                    };
                };
            };
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
            /** @description Not Found: comment_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "comment_not_found";
                    };
                };
            };
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        reactions: {
                            id: number;
                            user_id: number;
                            object_id: number;
                            /** @enum {string} */
                            object_type: "feed" | "comment";
                            /** @constant */
                            type: "like";
                            /** @description UTC date and time, YYYY-MM-DD HH:MM:SS */
                            created_at: string;
                            xprofile: components["schemas"]["Xprofile"] | null;
                        }[];
                    };
                };
            };
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
            /** @description Not Found: comment_not_found, feed_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "comment_not_found" | "feed_not_found";
                    };
                };
            };
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        posts: components["schemas"]["Feed"][];
                        pagination: components["schemas"]["PageMeta"];
                    };
                };
            };
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
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        /** @description YYYY-MM-DD HH:MM:SS in `timezone`. */
                        scheduled_at: string;
                        timezone: string;
                        /** @description UTC date and time, YYYY-MM-DD HH:MM:SS */
                        updated_at: string;
                        message: string;
                    };
                };
            };
            /** @description Bad Request: invalid_scheduled_time, rest_invalid_json, rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_scheduled_time" | "rest_invalid_json" | "rest_invalid_param";
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
            /** @description Not Found: feed_not_found, scheduled_post_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "feed_not_found" | "scheduled_post_not_found";
                    };
                };
            };
            /** @description Conflict: conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "conflict";
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
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        /** @enum {string} */
                        status: "published" | "pending";
                        published_at: string | null;
                        message: string;
                    };
                };
            };
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
            /** @description Not Found: feed_not_found, scheduled_post_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "feed_not_found" | "scheduled_post_not_found";
                    };
                };
            };
            /** @description Conflict: conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "conflict";
                    };
                };
            };
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        topics: components["schemas"]["Topic"][];
                        pagination: {
                            total: number;
                            per_page: number;
                            current_page: number;
                            total_pages: number;
                        };
                    };
                };
            };
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
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        topic: components["schemas"]["Topic"];
                        message: string;
                    };
                };
            };
            /** @description Bad Request: duplicate_slug, rest_invalid_json, rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "duplicate_slug" | "rest_invalid_json" | "rest_invalid_param";
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
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        topic: components["schemas"]["Topic"];
                        message: string;
                    };
                };
            };
            /** @description Bad Request: duplicate_slug, rest_invalid_json, rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "duplicate_slug" | "rest_invalid_json" | "rest_invalid_param";
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
            /** @description Not Found: not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "not_found";
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
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
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
            /** @description Not Found: not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "not_found";
                    };
                };
            };
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        config: components["schemas"]["TopicConfig"];
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
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        config: components["schemas"]["TopicConfig"];
                        message: string;
                    };
                };
            };
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
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        notifications: {
                            current_page: number;
                            data: components["schemas"]["Notification"][];
                            first_page_url: string;
                            from: number | null;
                            last_page: number;
                            last_page_url: string;
                            links: {
                                url: string | null;
                                label: string;
                                active: boolean;
                            }[];
                            next_page_url: string | null;
                            path: string;
                            per_page: number;
                            prev_page_url: string | null;
                            to: number | null;
                            total: number;
                            next_cursor: string | null;
                        };
                        unread_count: number;
                    };
                };
            };
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
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        notifications: components["schemas"]["Notification"][];
                        unread_count: number;
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
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        unread_count: number;
                    };
                };
            };
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
            /** @description Not Found: notification_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "notification_not_found";
                    };
                };
            };
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        unread_notification_count: number;
                        unread_feed_ids: number[];
                    };
                };
            };
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
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
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
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        webhooks: components["schemas"]["Webhook"][];
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
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        webhook: components["schemas"]["Webhook"];
                        message: string;
                    };
                };
            };
            /** @description Bad Request: invalid_url, rest_invalid_json, rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_url" | "rest_invalid_json" | "rest_invalid_param";
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
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        webhook: components["schemas"]["Webhook"];
                    };
                };
            };
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
            /** @description Not Found: not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "not_found";
                    };
                };
            };
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        webhook: components["schemas"]["Webhook"];
                        changed: string[];
                        message: string;
                    };
                };
            };
            /** @description Bad Request: invalid_url, rest_invalid_json, rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_url" | "rest_invalid_json" | "rest_invalid_param";
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
            /** @description Not Found: not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "not_found";
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
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
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
            /** @description Not Found: not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "not_found";
                    };
                };
            };
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        status_code: number | null;
                        response_time: number;
                        message: string;
                    };
                };
            };
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
            /** @description Not Found: not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "not_found";
                    };
                };
            };
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        deliveries: components["schemas"]["WebhookDelivery"][];
                        next_cursor: string | null;
                    };
                };
            };
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
            /** @description Not Found: not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "not_found";
                    };
                };
            };
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        delivery: components["schemas"]["WebhookDeliveryWithBody"];
                    };
                };
            };
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
            /** @description Not Found: not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "not_found";
                    };
                };
            };
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        delivery: components["schemas"]["WebhookDelivery"];
                        message: string;
                    };
                };
            };
            /** @description Bad Request: event_not_subscribed, rest_invalid_param, webhook_inactive */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "event_not_subscribed" | "rest_invalid_param" | "webhook_inactive";
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
            /** @description Not Found: not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "not_found";
                    };
                };
            };
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        activities: {
                            data: components["schemas"]["Activity"][];
                            total: number;
                            per_page: number;
                            current_page: number;
                            has_more: boolean;
                            next_cursor: string | null;
                        };
                        after_contents: string;
                        before_contents: string;
                    };
                };
            };
            /** @description Bad Request: invalid_parameter, rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_parameter" | "rest_invalid_param";
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
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            type: string | null;
                            provider_name: string | null;
                            provider_url: string | null;
                            title: string | null;
                            author_name: string | null;
                            thumbnail_url: string | null;
                            html: string | null;
                            width: number | null;
                            height: number | null;
                        };
                        oembed: components["schemas"]["OembedSummary"];
                    };
                };
            };
            /** @description Bad Request: invalid_url, rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "invalid_url" | "rest_invalid_param";
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
            /** @description Unprocessable Content: oembed_not_found */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "oembed_not_found";
                    };
                };
            };
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        data: components["schemas"]["Media"];
                        upload: {
                            url: string;
                            /** @constant */
                            method: "PUT";
                            headers: {
                                "content-type": string;
                                "content-length": string;
                            };
                            /** @description ISO 8601 date and time (UTC) */
                            expires_at: string;
                        };
                    };
                };
            };
            /** @description Bad Request: file_too_large, invalid_file_type, rest_invalid_json, rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "file_too_large" | "invalid_file_type" | "rest_invalid_json" | "rest_invalid_param";
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
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            /** @description The uploader. */
                            user_id: number;
                            file_name: string;
                            /** @description The object key. */
                            file_path: string;
                            /** @description Null until the medium is ready. */
                            file_url: string | null;
                            /** @enum {string} */
                            file_type: "image/jpeg" | "image/png" | "image/gif" | "image/webp" | "video/mp4" | "video/webm" | "application/pdf" | "application/zip";
                            file_size: number;
                            width: number | null;
                            height: number | null;
                            thumbnail_url: string | null;
                            /** @description Thumbnails by name (thumbnail, medium). */
                            sizes: {
                                [key: string]: {
                                    url: string;
                                    width: number;
                                    height: number;
                                };
                            };
                            object_source: ("feed" | "comment" | "profile" | "space") | null;
                            object_id: number | null;
                            /** @enum {string} */
                            status: "active" | "pending" | "rejected";
                            /** @description Why it was rejected ("<code>: <message>"); rejected media only. */
                            reason?: string;
                            media_key: string;
                            /** @description ISO 8601 date and time (UTC) */
                            created_at: string;
                            /** @description ISO 8601 date and time (UTC) */
                            updated_at: string;
                            uploader: {
                                id: number;
                                display_name: string;
                                avatar: string;
                            } | null;
                        };
                    };
                };
            };
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
            /** @description Not Found: media_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "media_not_found";
                    };
                };
            };
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
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
            /** @description Not Found: media_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "media_not_found";
                    };
                };
            };
            /** @description Conflict: conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "conflict";
                    };
                };
            };
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        data: components["schemas"]["Media"];
                        media: {
                            url: string | null;
                            media_key: string;
                            type: ("image/jpeg" | "image/png" | "image/gif" | "image/webp" | "video/mp4" | "video/webm" | "application/pdf" | "application/zip") | null;
                            width: number | null;
                            height: number | null;
                        };
                    };
                };
            };
            /** @description Bad Request: file_too_large, invalid_file_type, rest_invalid_json, rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "file_too_large" | "invalid_file_type" | "rest_invalid_json" | "rest_invalid_param";
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
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error, upload_failed */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error" | "upload_failed";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Media"][];
                        meta: {
                            total: number;
                            per_page: number;
                            current_page: number;
                        };
                    };
                };
            };
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
            /** @description Not Found: member_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "member_not_found";
                    };
                };
            };
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        courses: {
                            current_page: number;
                            data: (components["schemas"]["CourseObject"] | components["schemas"]["MyCourse"])[];
                            first_page_url: string;
                            from: number | null;
                            last_page: number;
                            last_page_url: string;
                            links: {
                                url: string | null;
                                label: string;
                                active: boolean;
                            }[];
                            next_page_url: string | null;
                            path: string;
                            per_page: number;
                            prev_page_url: string | null;
                            to: number | null;
                            total: number;
                            next_cursor?: string | null;
                        };
                        course_categories: {
                            title: string;
                            slug: string;
                            courses_count: number;
                        }[];
                    };
                };
            };
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
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        data: {
                            id: number;
                            title: string;
                            slug: string;
                            /** @enum {string} */
                            status: "published" | "draft" | "archived";
                            /** @description UTC date and time, YYYY-MM-DD HH:MM:SS */
                            created_at: string;
                        };
                        course: components["schemas"]["CourseObject"];
                    };
                };
            };
            /** @description Bad Request: duplicate_slug, invalid_media, rest_invalid_json, rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "duplicate_slug" | "invalid_media" | "rest_invalid_json" | "rest_invalid_param";
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
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Course"];
                        course: components["schemas"]["CourseObject"];
                        sections: {
                            id: number;
                            title: string;
                            slug: string;
                            /** @constant */
                            type: "section";
                            /** @enum {string} */
                            status: "draft" | "published" | "archived";
                            /** @description ISO 8601, as stored */
                            created_at: string;
                            is_locked: boolean;
                            unlock_date: null;
                            lessons: {
                                id: number;
                                title: string;
                                content: string;
                                slug: string;
                                course_id: number;
                                section_id: number;
                                /** @description UTC date and time, YYYY-MM-DD HH:MM:SS */
                                created_at: string;
                                /** @enum {string} */
                                content_type: "text" | "video" | "quiz";
                                featured_image: string | null;
                                meta: {
                                    [key: string]: unknown;
                                };
                                comments_count: number;
                                is_locked: boolean;
                                unlock_date: null;
                                lock_type: string;
                                can_view: boolean;
                                lazy_load: boolean;
                                quiz_questions?: components["schemas"]["StudentQuizQuestion"][];
                                quiz_settings?: components["schemas"]["QuizSettings"];
                            }[];
                        }[];
                        track: components["schemas"]["CourseTrack"];
                    };
                };
            };
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
            /** @description Not Found: course_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "course_not_found";
                    };
                };
            };
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        data: components["schemas"]["Course"];
                        course: components["schemas"]["CourseObject"];
                    };
                };
            };
            /** @description Bad Request: duplicate_slug, invalid_media, invalid_transition, rest_invalid_json, rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "duplicate_slug" | "invalid_media" | "invalid_transition" | "rest_invalid_json" | "rest_invalid_param";
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
            /** @description Not Found: course_not_found, space_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "course_not_found" | "space_not_found";
                    };
                };
            };
            /** @description Conflict: conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "conflict";
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
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
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
            /** @description Not Found: course_not_found, space_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "course_not_found" | "space_not_found";
                    };
                };
            };
            /** @description Conflict: conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "conflict";
                    };
                };
            };
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Course"];
                        course: components["schemas"]["CourseObject"];
                        sections: {
                            id: number;
                            title: string;
                            slug: string;
                            /** @constant */
                            type: "section";
                            /** @enum {string} */
                            status: "draft" | "published" | "archived";
                            /** @description ISO 8601, as stored */
                            created_at: string;
                            is_locked: boolean;
                            unlock_date: null;
                            lessons: {
                                id: number;
                                title: string;
                                content: string;
                                slug: string;
                                course_id: number;
                                section_id: number;
                                /** @description UTC date and time, YYYY-MM-DD HH:MM:SS */
                                created_at: string;
                                /** @enum {string} */
                                content_type: "text" | "video" | "quiz";
                                featured_image: string | null;
                                meta: {
                                    [key: string]: unknown;
                                };
                                comments_count: number;
                                is_locked: boolean;
                                unlock_date: null;
                                lock_type: string;
                                can_view: boolean;
                                lazy_load: boolean;
                                quiz_questions?: components["schemas"]["StudentQuizQuestion"][];
                                quiz_settings?: components["schemas"]["QuizSettings"];
                            }[];
                        }[];
                        track: components["schemas"]["CourseTrack"];
                    };
                };
            };
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
            /** @description Not Found: course_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "course_not_found";
                    };
                };
            };
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        data: {
                            id: number;
                            title: string;
                            slug: string;
                            /** @enum {string} */
                            status: "published" | "draft" | "archived";
                            /** @description UTC date and time, YYYY-MM-DD HH:MM:SS */
                            created_at: string;
                        };
                        course: components["schemas"]["CourseObject"];
                    };
                };
            };
            /** @description Bad Request: duplicate_slug, invalid_media, rest_invalid_json, rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "duplicate_slug" | "invalid_media" | "rest_invalid_json" | "rest_invalid_param";
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
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Course"];
                        course: components["schemas"]["CourseObject"];
                        sections: {
                            id: number;
                            title: string;
                            slug: string;
                            /** @constant */
                            type: "section";
                            /** @enum {string} */
                            status: "draft" | "published" | "archived";
                            /** @description ISO 8601, as stored */
                            created_at: string;
                            is_locked: boolean;
                            unlock_date: null;
                            lessons: {
                                id: number;
                                title: string;
                                content: string;
                                slug: string;
                                course_id: number;
                                section_id: number;
                                /** @description UTC date and time, YYYY-MM-DD HH:MM:SS */
                                created_at: string;
                                /** @enum {string} */
                                content_type: "text" | "video" | "quiz";
                                featured_image: string | null;
                                meta: {
                                    [key: string]: unknown;
                                };
                                comments_count: number;
                                is_locked: boolean;
                                unlock_date: null;
                                lock_type: string;
                                can_view: boolean;
                                lazy_load: boolean;
                                quiz_questions?: components["schemas"]["StudentQuizQuestion"][];
                                quiz_settings?: components["schemas"]["QuizSettings"];
                            }[];
                        }[];
                        track: components["schemas"]["CourseTrack"];
                    };
                };
            };
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
            /** @description Not Found: course_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "course_not_found";
                    };
                };
            };
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        data: components["schemas"]["Course"];
                        course: components["schemas"]["CourseObject"];
                    };
                };
            };
            /** @description Bad Request: duplicate_slug, invalid_media, invalid_transition, rest_invalid_json, rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "duplicate_slug" | "invalid_media" | "invalid_transition" | "rest_invalid_json" | "rest_invalid_param";
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
            /** @description Not Found: course_not_found, space_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "course_not_found" | "space_not_found";
                    };
                };
            };
            /** @description Conflict: conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "conflict";
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
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
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
            /** @description Not Found: course_not_found, space_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "course_not_found" | "space_not_found";
                    };
                };
            };
            /** @description Conflict: conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "conflict";
                    };
                };
            };
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        sections: components["schemas"]["CourseSectionWithLessons"][];
                    };
                };
            };
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
            /** @description Not Found: course_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "course_not_found";
                    };
                };
            };
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        section: components["schemas"]["CourseSectionWithLessons"];
                    };
                };
            };
            /** @description Bad Request: outline_limit, rest_invalid_json, rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "outline_limit" | "rest_invalid_json" | "rest_invalid_param";
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
            /** @description Not Found: course_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "course_not_found";
                    };
                };
            };
            /** @description Conflict: conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "conflict";
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
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        sections: components["schemas"]["CourseSectionWithLessons"][];
                        message: string;
                    };
                };
            };
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
            /** @description Not Found: course_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "course_not_found";
                    };
                };
            };
            /** @description Conflict: conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "conflict";
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
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        topic: components["schemas"]["CourseSectionWithLessons"];
                    };
                };
            };
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
            /** @description Not Found: course_not_found, section_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "course_not_found" | "section_not_found";
                    };
                };
            };
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        topic: components["schemas"]["CourseSectionWithLessons"];
                    };
                };
            };
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
            /** @description Not Found: course_not_found, section_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "course_not_found" | "section_not_found";
                    };
                };
            };
            /** @description Conflict: conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "conflict";
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
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
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
            /** @description Not Found: course_not_found, section_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "course_not_found" | "section_not_found";
                    };
                };
            };
            /** @description Conflict: conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "conflict";
                    };
                };
            };
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        topic: components["schemas"]["CourseSectionWithLessons"];
                    };
                };
            };
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
            /** @description Not Found: course_not_found, section_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "course_not_found" | "section_not_found";
                    };
                };
            };
            /** @description Conflict: conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "conflict";
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
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        lessons: components["schemas"]["CourseLesson"][];
                        message: string;
                    };
                };
            };
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
            /** @description Not Found: course_not_found, section_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "course_not_found" | "section_not_found";
                    };
                };
            };
            /** @description Conflict: conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "conflict";
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
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        lessons: components["schemas"]["CourseLesson"][];
                    };
                };
            };
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
            /** @description Not Found: course_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "course_not_found";
                    };
                };
            };
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        data: {
                            id: number;
                            course_id: number;
                            title: string;
                            order: number;
                            /** @description UTC date and time, YYYY-MM-DD HH:MM:SS */
                            created_at: string;
                        };
                        lesson: components["schemas"]["CourseLesson"];
                    };
                };
            };
            /** @description Bad Request: outline_limit, rest_invalid_json, rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "outline_limit" | "rest_invalid_json" | "rest_invalid_param";
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
            /** @description Not Found: course_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "course_not_found";
                    };
                };
            };
            /** @description Conflict: conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "conflict";
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
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        lesson: {
                            id: number;
                            user_id: number;
                            parent_id: number;
                            section_id: number;
                            course_id: number;
                            space_id: number;
                            title: string;
                            slug: string;
                            /** @description The markdown, when the lesson's body was read. */
                            message?: string;
                            message_rendered?: string;
                            /** @constant */
                            type: "course_lesson";
                            /** @enum {string} */
                            content_type: "text" | "video" | "quiz";
                            /** @enum {string} */
                            status: "draft" | "published" | "archived";
                            featured_image: string | null;
                            meta: {
                                [key: string]: unknown;
                            };
                            priority: number;
                            order: number;
                            scheduled_at: string | null;
                            quiz_questions?: components["schemas"]["QuizQuestion"][];
                            quiz_settings?: components["schemas"]["QuizSettings"];
                            /** @description UTC date and time, YYYY-MM-DD HH:MM:SS */
                            created_at: string;
                            /** @description UTC date and time, YYYY-MM-DD HH:MM:SS */
                            updated_at: string;
                            topic: components["schemas"]["CourseSection"] | null;
                            course: components["schemas"]["CourseObject"];
                        };
                    };
                };
            };
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
            /** @description Not Found: course_not_found, lesson_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "course_not_found" | "lesson_not_found";
                    };
                };
            };
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        lesson: components["schemas"]["CourseLesson"];
                    };
                };
            };
            /** @description Bad Request: outline_limit, rest_invalid_json, rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "outline_limit" | "rest_invalid_json" | "rest_invalid_param";
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
            /** @description Not Found: course_not_found, lesson_not_found, section_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "course_not_found" | "lesson_not_found" | "section_not_found";
                    };
                };
            };
            /** @description Conflict: conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "conflict";
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
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
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
            /** @description Not Found: course_not_found, lesson_not_found, section_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "course_not_found" | "lesson_not_found" | "section_not_found";
                    };
                };
            };
            /** @description Conflict: conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "conflict";
                    };
                };
            };
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        lesson: components["schemas"]["CourseLesson"];
                    };
                };
            };
            /** @description Bad Request: outline_limit, rest_invalid_json, rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "outline_limit" | "rest_invalid_json" | "rest_invalid_param";
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
            /** @description Not Found: course_not_found, lesson_not_found, section_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "course_not_found" | "lesson_not_found" | "section_not_found";
                    };
                };
            };
            /** @description Conflict: conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "conflict";
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
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        data: {
                            enrollment_id: string;
                            course_id: number;
                            user_id: number;
                            /** @description UTC date and time, YYYY-MM-DD HH:MM:SS */
                            enrolled_at: string;
                        };
                        track: components["schemas"]["CourseTrack"];
                    };
                };
            };
            /** @description Bad Request: already_member, rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "already_member" | "rest_invalid_param";
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
            /** @description Forbidden: course_locked, rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "course_locked" | "rest_forbidden";
                    };
                };
            };
            /** @description Not Found: course_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "course_not_found";
                    };
                };
            };
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
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
            /** @description Forbidden: not_enrolled, rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "not_enrolled" | "rest_forbidden";
                    };
                };
            };
            /** @description Not Found: course_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "course_not_found";
                    };
                };
            };
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["MyCourse"][];
                        meta: {
                            total: number;
                            per_page: number;
                            current_page: number;
                        };
                        courses: {
                            current_page: number;
                            data: components["schemas"]["MyCourse"][];
                            first_page_url: string;
                            from: number | null;
                            last_page: number;
                            last_page_url: string;
                            links: {
                                url: string | null;
                                label: string;
                                active: boolean;
                            }[];
                            next_page_url: string | null;
                            path: string;
                            per_page: number;
                            prev_page_url: string | null;
                            to: number | null;
                            total: number;
                            next_cursor?: string | null;
                        };
                    };
                };
            };
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
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CourseProgress"];
                        track: components["schemas"]["CourseTrack"];
                    };
                };
            };
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
            /** @description Forbidden: not_enrolled, rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "not_enrolled" | "rest_forbidden";
                    };
                };
            };
            /** @description Not Found: course_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "course_not_found";
                    };
                };
            };
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        track: components["schemas"]["CourseTrack"];
                    };
                };
            };
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
            /** @description Forbidden: not_enrolled, rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "not_enrolled" | "rest_forbidden";
                    };
                };
            };
            /** @description Not Found: course_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "course_not_found";
                    };
                };
            };
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        data: {
                            lesson_id: number;
                            completed_at: string | null;
                            progress_percentage: number;
                            next_lesson: {
                                id: number;
                                title: string;
                                order: number;
                            } | null;
                        };
                        track: components["schemas"]["CourseTrack"];
                        is_completed: boolean;
                    };
                };
            };
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
            /** @description Forbidden: not_enrolled, rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "not_enrolled" | "rest_forbidden";
                    };
                };
            };
            /** @description Not Found: course_not_found, lesson_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "course_not_found" | "lesson_not_found";
                    };
                };
            };
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        data: {
                            lesson_id: number;
                            completed_at: string | null;
                            progress_percentage: number;
                            next_lesson: {
                                id: number;
                                title: string;
                                order: number;
                            } | null;
                        };
                        track: components["schemas"]["CourseTrack"];
                        is_completed: boolean;
                    };
                };
            };
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
            /** @description Forbidden: not_enrolled, rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "not_enrolled" | "rest_forbidden";
                    };
                };
            };
            /** @description Not Found: course_not_found, lesson_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "course_not_found" | "lesson_not_found";
                    };
                };
            };
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        data: {
                            lesson_id: number;
                            completed_at: string | null;
                            progress_percentage: number;
                            next_lesson: {
                                id: number;
                                title: string;
                                order: number;
                            } | null;
                        };
                        track: components["schemas"]["CourseTrack"];
                        is_completed: boolean;
                    };
                };
            };
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
            /** @description Forbidden: not_enrolled, rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "not_enrolled" | "rest_forbidden";
                    };
                };
            };
            /** @description Not Found: course_not_found, lesson_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "course_not_found" | "lesson_not_found";
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
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CourseStudent"][];
                        meta: components["schemas"]["PageMeta"];
                        students: {
                            current_page: number;
                            data: components["schemas"]["CourseStudent"][];
                            first_page_url: string;
                            from: number | null;
                            last_page: number;
                            last_page_url: string;
                            links: {
                                url: string | null;
                                label: string;
                                active: boolean;
                            }[];
                            next_page_url: string | null;
                            path: string;
                            per_page: number;
                            prev_page_url: string | null;
                            to: number | null;
                            total: number;
                            next_cursor?: string | null;
                        };
                    };
                };
            };
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
            /** @description Not Found: course_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "course_not_found";
                    };
                };
            };
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            certificate_url: string;
                            certificate_id: string;
                            /** @description UTC date and time, YYYY-MM-DD HH:MM:SS */
                            issued_at: string;
                            course_title: string;
                            student_name: string;
                            /** @description UTC date and time, YYYY-MM-DD HH:MM:SS */
                            completed_at: string;
                        };
                    };
                };
            };
            /** @description Bad Request: course_not_complete, rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "course_not_complete" | "rest_invalid_param";
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
            /** @description Forbidden: not_enrolled, rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "not_enrolled" | "rest_forbidden";
                    };
                };
            };
            /** @description Not Found: course_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "course_not_found";
                    };
                };
            };
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CourseStudent"][];
                        meta: components["schemas"]["PageMeta"];
                        students: {
                            current_page: number;
                            data: components["schemas"]["CourseStudent"][];
                            first_page_url: string;
                            from: number | null;
                            last_page: number;
                            last_page_url: string;
                            links: {
                                url: string | null;
                                label: string;
                                active: boolean;
                            }[];
                            next_page_url: string | null;
                            path: string;
                            per_page: number;
                            prev_page_url: string | null;
                            to: number | null;
                            total: number;
                            next_cursor?: string | null;
                        };
                    };
                };
            };
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
            /** @description Not Found: course_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "course_not_found";
                    };
                };
            };
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        data: {
                            enrollment_id: string;
                            course_id: number;
                            user_id: number;
                            /** @description UTC date and time, YYYY-MM-DD HH:MM:SS */
                            enrolled_at: string;
                        };
                    };
                };
            };
            /** @description Bad Request: already_member, rest_invalid_json, rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "already_member" | "rest_invalid_json" | "rest_invalid_param";
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
            /** @description Not Found: course_not_found, member_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "course_not_found" | "member_not_found";
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
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Bad Request: not_a_student, rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "not_a_student" | "rest_invalid_param";
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
            /** @description Not Found: course_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "course_not_found";
                    };
                };
            };
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        track: components["schemas"]["CourseTrack"];
                    };
                };
            };
            /** @description Bad Request: not_a_student, rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "not_a_student" | "rest_invalid_param";
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
            /** @description Forbidden: not_enrolled, rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "not_enrolled" | "rest_forbidden";
                    };
                };
            };
            /** @description Not Found: course_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "course_not_found";
                    };
                };
            };
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        lockscreen: components["schemas"]["CourseLockscreen"];
                        course: components["schemas"]["CourseObject"];
                    };
                };
            };
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
            /** @description Not Found: course_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "course_not_found";
                    };
                };
            };
            /** @description Conflict: conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "conflict";
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
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        attempt_number: number;
                        /** @description ISO 8601 */
                        started_at: string;
                        /** @description ISO 8601 */
                        expires_at: string | null;
                        quiz_settings: {
                            passing_score: number;
                            max_attempts: number;
                            time_limit: number;
                            show_correct_answers: boolean;
                            randomize_questions: boolean;
                            attempts_used: number;
                            can_retake: boolean;
                        };
                        questions: components["schemas"]["StudentQuizQuestion"][];
                    };
                };
            };
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
            /** @description Forbidden: license_required, max_attempts_reached, not_enrolled, rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShortError"] & {
                        /** @enum {unknown} */
                        code?: "license_required" | "max_attempts_reached" | "not_enrolled" | "rest_forbidden";
                    };
                };
            };
            /** @description Not Found: course_not_found, quiz_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShortError"] & {
                        /** @enum {unknown} */
                        code?: "course_not_found" | "quiz_not_found";
                    };
                };
            };
            /** @description Conflict: already_submitted */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShortError"] & {
                        /** @enum {unknown} */
                        code?: "already_submitted";
                    };
                };
            };
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShortError"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShortError"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        quiz_result: components["schemas"]["QuizSubmission"];
                        detailed_results: {
                            question_id: string;
                            question: string;
                            your_answer?: (string | number | boolean) | (string | number | boolean)[] | null;
                            correct_answer?: string | string[] | null;
                            is_correct: boolean;
                            /** @constant */
                            pending_review?: true;
                            points_earned: number;
                            points_possible: number;
                            explanation?: string;
                        }[];
                        can_retake: boolean;
                        next_lesson_unlocked: boolean;
                        result: {
                            id: number;
                            /** @enum {string} */
                            status: "passed" | "failed" | "pending";
                            score: number;
                            message: {
                                [key: string]: {
                                    user_answer: (string | number | boolean) | (string | number | boolean)[] | null;
                                    is_correct: boolean;
                                };
                            };
                            meta: {
                                correct_answers: number;
                                total_questions: number;
                            };
                            /** @description UTC date and time, YYYY-MM-DD HH:MM:SS */
                            updated_at: string;
                        };
                    };
                };
            };
            /** @description Bad Request: invalid_answers, rest_invalid_json, rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShortError"] & {
                        /** @enum {unknown} */
                        code?: "invalid_answers" | "rest_invalid_json" | "rest_invalid_param";
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
            /** @description Forbidden: license_required, max_attempts_reached, not_enrolled, rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShortError"] & {
                        /** @enum {unknown} */
                        code?: "license_required" | "max_attempts_reached" | "not_enrolled" | "rest_forbidden";
                    };
                };
            };
            /** @description Not Found: course_not_found, quiz_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShortError"] & {
                        /** @enum {unknown} */
                        code?: "course_not_found" | "quiz_not_found";
                    };
                };
            };
            /** @description Conflict: already_submitted */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShortError"] & {
                        /** @enum {unknown} */
                        code?: "already_submitted";
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
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShortError"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShortError"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        quiz_result: components["schemas"]["QuizSubmission"];
                        quiz_settings: {
                            passing_score: number;
                            max_attempts: number;
                            time_limit: number;
                            show_correct_answers: boolean;
                            randomize_questions: boolean;
                            attempts_used: number;
                            can_retake: boolean;
                        };
                        detailed_results: {
                            question_id: string;
                            question: string;
                            your_answer?: (string | number | boolean) | (string | number | boolean)[] | null;
                            correct_answer?: string | string[] | null;
                            is_correct: boolean;
                            /** @constant */
                            pending_review?: true;
                            points_earned: number;
                            points_possible: number;
                            explanation?: string;
                        }[];
                        result: {
                            id: number;
                            /** @enum {string} */
                            status: "passed" | "failed" | "pending";
                            score: number;
                            message: {
                                [key: string]: {
                                    user_answer: (string | number | boolean) | (string | number | boolean)[] | null;
                                    is_correct: boolean;
                                };
                            };
                            meta: {
                                correct_answers: number;
                                total_questions: number;
                            };
                            /** @description UTC date and time, YYYY-MM-DD HH:MM:SS */
                            updated_at: string;
                        };
                    } | {
                        quiz_result: null;
                        quiz_settings: {
                            passing_score: number;
                            max_attempts: number;
                            time_limit: number;
                            show_correct_answers: boolean;
                            randomize_questions: boolean;
                            attempts_used: number;
                            can_retake: boolean;
                        };
                        detailed_results: {
                            question_id: string;
                            question: string;
                            your_answer?: (string | number | boolean) | (string | number | boolean)[] | null;
                            correct_answer?: string | string[] | null;
                            is_correct: boolean;
                            /** @constant */
                            pending_review?: true;
                            points_earned: number;
                            points_possible: number;
                            explanation?: string;
                        }[];
                        /** @description ISO 8601 */
                        started_at: string | null;
                        /** @description ISO 8601 */
                        expires_at: string | null;
                        questions: components["schemas"]["StudentQuizQuestion"][];
                        result: null;
                    };
                };
            };
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
            /** @description Forbidden: license_required, not_enrolled, rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShortError"] & {
                        /** @enum {unknown} */
                        code?: "license_required" | "not_enrolled" | "rest_forbidden";
                    };
                };
            };
            /** @description Not Found: course_not_found, quiz_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShortError"] & {
                        /** @enum {unknown} */
                        code?: "course_not_found" | "quiz_not_found";
                    };
                };
            };
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShortError"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShortError"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        quiz_results: {
                            id: number;
                            xprofile: components["schemas"]["Xprofile"] | null;
                            lesson: {
                                id: number;
                                title: string;
                                slug: string;
                            };
                            user_id: number;
                            score: number;
                            total_questions: number;
                            correct_answers: number;
                            passed: boolean;
                            /**
                             * @description completed: a written answer awaits grading; graded: every question is scored.
                             * @enum {string}
                             */
                            status: "completed" | "graded";
                            attempt_number: number;
                            time_spent: number;
                            /** @description UTC date and time, YYYY-MM-DD HH:MM:SS */
                            submitted_at: string;
                        }[];
                        pagination: {
                            total: number;
                            per_page: number;
                            current_page: number;
                            total_pages: number;
                            next_cursor: string | null;
                        };
                        statistics: {
                            total_submissions: number;
                            passed: number;
                            failed: number;
                            average_score: number;
                            average_time: number;
                        };
                    };
                };
            };
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
            /** @description Forbidden: license_required, rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShortError"] & {
                        /** @enum {unknown} */
                        code?: "license_required" | "rest_forbidden";
                    };
                };
            };
            /** @description Not Found: course_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShortError"] & {
                        /** @enum {unknown} */
                        code?: "course_not_found";
                    };
                };
            };
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShortError"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShortError"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        quiz_result: {
                            id: number;
                            score: number;
                            passed: boolean;
                            /**
                             * @description completed: a written answer awaits grading; graded: every question is scored.
                             * @enum {string}
                             */
                            status: "completed" | "graded";
                            feedback: string;
                            graded_at: string | null;
                            graded_by: {
                                id: number;
                                display_name: string;
                            };
                        };
                    };
                };
            };
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
            /** @description Forbidden: license_required, rest_forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShortError"] & {
                        /** @enum {unknown} */
                        code?: "license_required" | "rest_forbidden";
                    };
                };
            };
            /** @description Not Found: course_not_found, quiz_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShortError"] & {
                        /** @enum {unknown} */
                        code?: "course_not_found" | "quiz_not_found";
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
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShortError"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShortError"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        migrations: {
                            /** @constant */
                            id: "legacy-platform";
                            /** @constant */
                            key: "buddypress";
                            name: string;
                            title: string;
                            description: string;
                            logo: null;
                            /** @enum {string} */
                            status: "available" | "in_progress" | "completed";
                            is_installed: boolean;
                            supported_items: ("groups" | "members" | "activities")[];
                            estimated_items: {
                                groups: number;
                                members: number;
                                activities: number;
                            };
                        }[];
                        history: (components["schemas"]["RunningMigration"] | components["schemas"]["FinishedMigration"])[];
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
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShortError"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShortError"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        config: {
                            upload_id: string | null;
                            files: {
                                [key: string]: {
                                    /** @enum {string} */
                                    format: "tsv" | "jsonl";
                                    size: number;
                                    uploaded: boolean;
                                    columns: string[];
                                    missing_columns: string[];
                                    ignored_columns: string[];
                                };
                            };
                            available_items: {
                                members: {
                                    label: string;
                                    count: number;
                                    description: string;
                                };
                                groups: {
                                    label: string;
                                    count: number;
                                    description: string;
                                };
                                activities: {
                                    label: string;
                                    count: number;
                                    description: string;
                                };
                            };
                            counts: {
                                members: number;
                                groups: number;
                                memberships: number;
                                posts: number;
                                comments: number;
                                spam: number;
                                skipped_activities: {
                                    [key: string]: number;
                                };
                            };
                            counts_complete: boolean;
                            images?: {
                                member_avatars: number;
                                group_avatars: number;
                                member_covers: number;
                                group_covers: number;
                            };
                            options: {
                                migrate_avatars: boolean;
                                migrate_cover_images: boolean;
                                preserve_dates: boolean;
                                skip_existing: boolean;
                            };
                            warnings: {
                                code: string;
                                message: string;
                                count: number;
                            }[];
                        };
                        featureConfig: {
                            has_groups: boolean;
                        };
                        stats: {
                            groups: number;
                            total_posts: number;
                            total_comments: number;
                            total_reactions: number;
                            total_community_users: number;
                        };
                        has_previous: boolean;
                        current_status: {
                            /** @enum {string} */
                            current_stage: "groups" | "group_members" | "posts" | "users" | "completed";
                        };
                    };
                };
            };
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
            /** @description Not Found: rest_no_route, upload_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShortError"] & {
                        /** @enum {unknown} */
                        code?: "rest_no_route" | "upload_not_found";
                    };
                };
            };
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShortError"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShortError"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        upload_id: string;
                        /** @description ISO 8601 date and time (UTC) */
                        expires_at: string;
                        urls: {
                            path: string;
                            url: string;
                            /** @constant */
                            method: "PUT";
                            headers: {
                                [key: string]: string;
                            };
                        }[];
                    };
                };
            };
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
            /** @description Not Found: rest_no_route, upload_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShortError"] & {
                        /** @enum {unknown} */
                        code?: "rest_no_route" | "upload_not_found";
                    };
                };
            };
            /** @description Conflict: migration_in_progress */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShortError"] & {
                        /** @enum {unknown} */
                        code?: "migration_in_progress";
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
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShortError"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShortError"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description Accepted */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        migration: components["schemas"]["RunningMigration"];
                    };
                };
            };
            /** @description Bad Request: invalid_export, invalid_items, rest_invalid_json, rest_invalid_param */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShortError"] & {
                        /** @enum {unknown} */
                        code?: "invalid_export" | "invalid_items" | "rest_invalid_json" | "rest_invalid_param";
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
            /** @description Not Found: rest_no_route, upload_not_found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShortError"] & {
                        /** @enum {unknown} */
                        code?: "rest_no_route" | "upload_not_found";
                    };
                };
            };
            /** @description Conflict: migration_in_progress */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShortError"] & {
                        /** @enum {unknown} */
                        code?: "migration_in_progress";
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
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShortError"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShortError"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
                    };
                };
            };
            /** @description Service Unavailable: migration_unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShortError"] & {
                        /** @enum {unknown} */
                        code?: "migration_unavailable";
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "available";
                        migration: null;
                        /** @enum {string} */
                        current_stage: "groups" | "group_members" | "posts" | "users" | "completed";
                    } | {
                        /** @constant */
                        status: "in_progress";
                        migration: components["schemas"]["RunningMigration"];
                        /** @enum {string} */
                        current_stage: "groups" | "group_members" | "posts" | "users" | "completed";
                    } | {
                        /** @constant */
                        status: "completed";
                        migration: components["schemas"]["FinishedMigration"];
                        /** @enum {string} */
                        current_stage: "groups" | "group_members" | "posts" | "users" | "completed";
                    };
                };
            };
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
            /** @description Not Found: migration_not_found, rest_no_route */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShortError"] & {
                        /** @enum {unknown} */
                        code?: "migration_not_found" | "rest_no_route";
                    };
                };
            };
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShortError"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error, migration_failed */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShortError"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error" | "migration_failed";
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
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
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
            /** @description Too Many Requests: too_many_requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "too_many_requests";
                    };
                };
            };
            /** @description Internal Server Error: internal_server_error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        code?: "internal_server_error";
                    };
                };
            };
        };
    };
}
