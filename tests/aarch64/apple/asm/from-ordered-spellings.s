// mattr: +lse,+rcpc,+lor,+rcpc3,+hbc
ldapur b0, [x1]
