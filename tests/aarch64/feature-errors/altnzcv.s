// without altnzcv: each line is rejected
axflag
xaflag
