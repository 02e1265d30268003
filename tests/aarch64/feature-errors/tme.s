// without tme: each line is rejected
tcancel	#0xefc5
tcommit
tstart	x14
ttest	x11
