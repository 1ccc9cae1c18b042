import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Staff } from '../common/access/access.decorators';
import { Permission } from '../common/access/permissions';
import { Ctx, type RequestContext } from '../common/access/request-context';
import { BlocklistService } from './blocklist.service';
import { BlockContactInput } from './dto/block-contact.input';
import { BlockedContact } from './models/risk.model';

@Resolver(() => BlockedContact)
export class BlocklistResolver {
  constructor(private readonly entries: BlocklistService) {}

  @Staff(Permission.BlocklistWrite)
  @Query(() => [BlockedContact], { description: 'Phones and e-mails refused at checkout, newest first.' })
  blocklist(): Promise<BlockedContact[]> {
    return this.entries.list();
  }

  @Staff(Permission.BlocklistWrite)
  @Mutation(() => BlockedContact)
  blockContact(@Ctx() ctx: RequestContext, @Args('input') input: BlockContactInput): Promise<BlockedContact> {
    return this.entries.add(ctx, input);
  }

  @Staff(Permission.BlocklistWrite)
  @Mutation(() => BlockedContact, { description: 'Takes an entry off the blocklist; answers the entry removed.' })
  unblockContact(@Args('id', { type: () => ID }) id: string): Promise<BlockedContact> {
    return this.entries.remove(id);
  }
}
