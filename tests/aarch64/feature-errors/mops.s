// without mops: each line is rejected
cpye	[x15]!, [x6]!, x9!
cpyen	[x20]!, [x8]!, x25!
cpyern	[x0]!, [x4]!, x16!
cpyert	[x30]!, [x17]!, x4!
cpyertn	[x8]!, [x23]!, x9!
cpyertrn	[x23]!, [x11]!, x2!
cpyertwn	[x25]!, [x1]!, x17!
cpyet	[x7]!, [x9]!, x29!
cpyetn	[x9]!, [x11]!, x24!
cpyetrn	[x9]!, [x26]!, xzr!
cpyetwn	[x15]!, [x17]!, x2!
cpyewn	[x8]!, [x5]!, x20!
