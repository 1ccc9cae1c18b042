import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Roles } from '../common/access/access.decorators';
import { Ctx, type RequestContext } from '../common/access/request-context';
import { BlocklistService } from './blocklist.service';
import { BlockContactInput } from './dto/block-contact.input';
import { BlockedContact } from './models/risk.model';

@Resolver(() => BlockedContact)
export class BlocklistResolver {
  constructor(private readonly entries: BlocklistService) {}

  @Roles('admin')
  @Query(() => [BlockedContact], { description: 'Phones and e-mails refused at checkout, newest first.' })
  blocklist(): Promise<BlockedContact[]> {
    return this.entries.list();
  }

  @Roles('admin')
  @Mutation(() => BlockedContact)
  blockContact(@Ctx() ctx: RequestContext, @Args('input') input: BlockContactInput): Promise<BlockedContact> {
    return this.entries.add(ctx, input);
  }

  @Roles('admin')
  @Mutation(() => BlockedContact, { description: 'Takes an entry off the blocklist; answers the entry removed.' })
  unblockContact(@Args('id', { type: () => ID }) id: string): Promise<BlockedContact> {
    return this.entries.remove(id);
  }
}
