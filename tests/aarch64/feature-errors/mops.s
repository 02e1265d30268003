// without mops: each line is rejected
cpye	[x11]!, [x19]!, x21!
cpyen	[x23]!, [x30]!, x14!
cpyern	[x9]!, [x0]!, x25!
cpyert	[x7]!, [x1]!, x18!
cpyertn	[x8]!, [x2]!, x7!
cpyertrn	[x18]!, [x17]!, x3!
cpyertwn	[x18]!, [x17]!, x26!
cpyet	[x19]!, [x25]!, x14!
cpyetn	[x2]!, [x29]!, x25!
cpyetrn	[x27]!, [x15]!, x8!
cpyetwn	[x7]!, [x13]!, x20!
cpyewn	[x11]!, [x12]!, x5!
