// without mops: each line is rejected
cpye	[x19]!, [x29]!, x18!
cpyen	[x30]!, [x16]!, x7!
cpyern	[x23]!, [x4]!, x0!
cpyert	[x1]!, [x21]!, x11!
cpyertn	[x8]!, [x25]!, x2!
cpyertrn	[x17]!, [x9]!, x7!
cpyertwn	[x17]!, [x3]!, x16!
cpyet	[x10]!, [x6]!, x23!
cpyetn	[x5]!, [x6]!, x7!
cpyetrn	[x10]!, [x5]!, x17!
cpyetwn	[x29]!, [x5]!, x7!
cpyewn	[x26]!, [x15]!, x13!
