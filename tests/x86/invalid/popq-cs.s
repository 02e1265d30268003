# expect: invalid-register
# %cs cannot be popped
popq %cs
