// without mops: each line is rejected
cpye	[x29]!, [x19]!, x28!
cpyen	[x8]!, [x7]!, x25!
cpyern	[x2]!, [x26]!, x19!
cpyert	[x26]!, [x30]!, x22!
cpyertn	[x29]!, [x5]!, x17!
cpyertrn	[x1]!, [x20]!, x30!
cpyertwn	[x9]!, [x1]!, x24!
cpyet	[x20]!, [x2]!, x10!
cpyetn	[x16]!, [x4]!, x19!
cpyetrn	[x10]!, [x19]!, x11!
cpyetwn	[x3]!, [x26]!, x29!
cpyewn	[x20]!, [x10]!, x7!
