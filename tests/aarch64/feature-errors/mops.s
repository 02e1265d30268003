// without mops: each line is rejected
cpye	[x27]!, [x7]!, x0!
cpyen	[x24]!, [x20]!, x10!
cpyern	[x12]!, [x2]!, x30!
cpyert	[x10]!, [x14]!, x20!
cpyertn	[x21]!, [x5]!, x23!
cpyertrn	[x24]!, [x29]!, x5!
cpyertwn	[x28]!, [x26]!, x3!
cpyet	[x0]!, [x11]!, x15!
cpyetn	[x1]!, [x0]!, x25!
cpyetrn	[x9]!, [x4]!, x29!
cpyetwn	[x6]!, [x18]!, x24!
cpyewn	[x28]!, [x24]!, x25!
