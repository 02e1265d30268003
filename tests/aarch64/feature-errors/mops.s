// without mops: each line is rejected
cpye	[x15]!, [x8]!, x23!
cpyen	[x11]!, [x27]!, x16!
cpyern	[x2]!, [x13]!, x9!
cpyert	[x30]!, [x9]!, x14!
cpyertn	[x19]!, [x3]!, x23!
cpyertrn	[x4]!, [x14]!, x17!
cpyertwn	[x3]!, [x18]!, x2!
cpyet	[x20]!, [x16]!, x3!
cpyetn	[x25]!, [x4]!, x15!
cpyetrn	[x19]!, [x26]!, x13!
cpyetwn	[x8]!, [x10]!, x19!
cpyewn	[x5]!, [x13]!, x10!
