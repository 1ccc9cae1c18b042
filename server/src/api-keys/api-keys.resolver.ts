import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Staff } from '../common/access/access.decorators';
import { Permission } from '../common/access/permissions';
import { Ctx, type RequestContext } from '../common/access/request-context';
import { API_KEY_SCOPES, SCOPE_NAMES } from './api-key-scopes';
import { ApiKeyModel, ApiKeyScopeInfo, CreatedApiKey } from './api-key.model';
import { ApiKeysService } from './api-keys.service';
import { CreateApiKeyInput } from './dto/create-api-key.input';

@Resolver()
export class ApiKeysResolver {
  constructor(private readonly keys: ApiKeysService) {}

  @Staff(Permission.KeysManage)
  @Query(() => [ApiKeyModel], { description: "Owner: integrations' keys, newest first." })
  apiKeys(): Promise<ApiKeyModel[]> {
    return this.keys.list();
  }

  @Staff(Permission.KeysManage)
  @Query(() => [ApiKeyScopeInfo], { description: 'Owner: the scopes a key may be given.' })
  apiKeyScopes(): ApiKeyScopeInfo[] {
    return SCOPE_NAMES.map((name) => ({ name, description: API_KEY_SCOPES[name].description }));
  }

  @Staff(Permission.KeysManage)
  @Mutation(() => CreatedApiKey, { description: 'Owner: a new key with scopes; the key is in this answer only.' })
  createApiKey(@Ctx() ctx: RequestContext, @Args('input') input: CreateApiKeyInput): Promise<CreatedApiKey> {
    return this.keys.create(ctx, input);
  }

  @Staff(Permission.KeysManage)
  @Mutation(() => ApiKeyModel, { description: 'Owner: the key stops working at once.' })
  revokeApiKey(@Args('id', { type: () => ID }) id: string): Promise<ApiKeyModel> {
    return this.keys.revoke(id);
  }
}
