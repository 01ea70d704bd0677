import {
  FacebookIcon,
  FacebookShareButton,
  LinkedinIcon,
  LinkedinShareButton,
  TwitterShareButton,
  WhatsappIcon,
  WhatsappShareButton,
  XIcon,
} from 'react-share'

const ICON_PX = 36
/** docs/requirements/storefront.md §7: share popups are 550x400, and 750x600 for LinkedIn. */
const POPUP = { windowWidth: 550, windowHeight: 400 }
const LINKEDIN_POPUP = { windowWidth: 750, windowHeight: 600 }

/** Share buttons for Facebook, Twitter (X), LinkedIn and WhatsApp. */
export function ShareButtons({ url, title }: { url: string; title: string }) {
  return (
    <div className="share-buttons d-flex align-items-center gap-2" role="group" aria-labelledby="share-label">
      <span id="share-label" className="small fw-semibold me-1">
        Share:
      </span>
      <FacebookShareButton url={url} aria-label="Share on Facebook" {...POPUP}>
        <FacebookIcon size={ICON_PX} round />
      </FacebookShareButton>
      <TwitterShareButton url={url} title={title} aria-label="Share on Twitter" {...POPUP}>
        <XIcon size={ICON_PX} round />
      </TwitterShareButton>
      <LinkedinShareButton url={url} title={title} aria-label="Share on LinkedIn" {...LINKEDIN_POPUP}>
        <LinkedinIcon size={ICON_PX} round />
      </LinkedinShareButton>
      <WhatsappShareButton url={url} title={title} aria-label="Share on WhatsApp" {...POPUP}>
        <WhatsappIcon size={ICON_PX} round />
      </WhatsappShareButton>
    </div>
  )
}
