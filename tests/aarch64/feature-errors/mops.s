// without mops: each line is rejected
cpye	[x7]!, [x25]!, x14!
cpyen	[x6]!, [x16]!, x8!
cpyern	[x26]!, [x25]!, x24!
cpyert	[x20]!, [x22]!, x23!
cpyertn	[x1]!, [x25]!, x3!
cpyertrn	[x26]!, [x29]!, x4!
cpyertwn	[x22]!, [x9]!, x6!
cpyet	[x26]!, [x24]!, x0!
cpyetn	[x28]!, [x11]!, x20!
cpyetrn	[x25]!, [x17]!, x0!
cpyetwn	[x7]!, [x14]!, x18!
cpyewn	[x28]!, [x29]!, x4!
