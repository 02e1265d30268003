// without tme: each line is rejected
tcancel	#0x1ed5
tcommit
tstart	x11
ttest	x30
