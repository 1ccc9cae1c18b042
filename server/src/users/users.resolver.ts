import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { SignedIn } from '../common/access/access.decorators';
import { Ctx, type RequestContext } from '../common/access/request-context';
import { UpdateProfileInput } from './dto/update-profile.input';
import { User } from './models/user.model';
import { UsersService } from './users.service';

@Resolver(() => User)
export class UsersResolver {
  constructor(private readonly users: UsersService) {}

  @SignedIn()
  @Query(() => User, { description: 'The signed-in account.' })
  me(@Ctx() ctx: RequestContext): Promise<User> {
    return this.users.getProfile(ctx);
  }

  @SignedIn()
  @Mutation(() => User, { description: 'Updates name, phone and address. The e-mail never changes.' })
  updateProfile(@Ctx() ctx: RequestContext, @Args('input') input: UpdateProfileInput): Promise<User> {
    return this.users.updateProfile(ctx, input);
  }
}
